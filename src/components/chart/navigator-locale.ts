/**
 * Imported for its effect, before uPlot (bar-plot.ts): uPlot builds `new Intl.NumberFormat(navigator.language)`
 * when its module loads, which throws where the browser reports a locale Intl refuses (WebKit under
 * LANG=C says "C") and the chart's chunk then fails to load. Only on such a browser, navigator.language
 * (and navigator.languages) are replaced by valid tags (valid-locale.ts); elsewhere nothing changes.
 */
import { guardNavigatorLanguage } from './valid-locale.ts';

guardNavigatorLanguage();
