import { LegalPage, legalLoader } from "../components/legal/legal-page.tsx";

export const loader = legalLoader("businessTerms");
export default LegalPage;
