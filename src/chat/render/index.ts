export type { EmbedResult, RefusingLoader, RenderSqlChartOptions, SafeEmbedOptions, SqlChart, VegaEmbed, VegaLogger } from './chart.js';
export { renderSqlChart } from './chart.js';
