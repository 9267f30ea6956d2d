import { LegalPage, legalLoader } from "../components/legal/legal-page.tsx";

export const loader = legalLoader("terms");
export default LegalPage;
