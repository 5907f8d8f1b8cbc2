// What other features use of E-Bupot: the dashboard's tax deadlines card.
export { MasaAgendaCard } from './components/MasaAgendaCard';
