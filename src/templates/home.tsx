import HomePage, { HomeHead } from "../components/HomePage"

export default HomePage
export const Head = HomeHead
