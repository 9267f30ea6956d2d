import { LegalPage, legalLoader } from "../components/legal/legal-page.tsx";

export const loader = legalLoader("privacy");
export default LegalPage;
