import type { ShikiTransformer, ThemeRegistrationRaw } from 'shiki';
import dark from 'shiki/themes/github-dark-high-contrast.mjs';
import light from 'shiki/themes/github-light-high-contrast.mjs';
import { CODE_LANGUAGES } from '../model/schema';

/** The grammars shiki loads: every language a code block may name, except plain text and HOCON. */
export const GRAMMARS = CODE_LANGUAGES.filter((l) => l !== 'text' && l !== 'hocon');

/** HOCON (dremio.conf) has no grammar of its own in shiki; its key/value lines read well as properties. */
export const LANGUAGE_ALIAS = { hocon: 'properties' };

/**
 * No time limit per line: shiki's default (500 ms) leaves the rest of a line unhighlighted when a loaded build
 * machine is slow, so the same page could come out differently from one build to the next.
 */
export const TOKENIZE_TIME_LIMIT = 0;

/**
 * Code is highlighted once, with one theme, and coloured by class: `tok-<light colour>` picks the light or
 * the dark colour in app/globals.css. GitHub's high-contrast light and dark themes share their scope rules
 * and differ only in colours, so one pass with a theme whose colours are markers gives the same tokens as
 * highlighting with both (which tokenizes every block twice), and the page carries one short class per
 * token instead of two colour variables.
 */
export interface CodeColor {
  className: string;
  light: string;
  dark: string;
  /** Background behind the token (diff and invalid-code scopes only), light and dark. */
  background?: { light: string; dark: string };
}

type TokenColor = { scope?: string | string[]; settings: { foreground?: string; background?: string; fontStyle?: string } };

const lightRules = light.tokenColors as TokenColor[];
const darkRules = dark.tokenColors as TokenColor[];

const byMarker = new Map<string, CodeColor>();
const markerOf = new Map<string, string>();

type Settings = TokenColor['settings'];

/** The marker colour standing for one light/dark pair of settings; each pair gets its own class. */
function colorFor(lightSettings: Settings, darkSettings: Settings): string {
  const fg = lightSettings.foreground!.toLowerCase();
  const bg = lightSettings.background?.toLowerCase();
  const key = bg ? `${fg.slice(1)}-on-${bg.slice(1)}` : fg.slice(1);
  const known = markerOf.get(key);
  const darkFg = darkSettings.foreground!.toLowerCase();
  const darkBg = darkSettings.background?.toLowerCase();
  if (known) {
    const paired = byMarker.get(known)!;
    if (paired.dark !== darkFg || paired.background?.dark !== darkBg) {
      throw new Error(`code theme: the light colour ${key} has two different dark colours`);
    }
    return known;
  }
  const marker = `#c0de${byMarker.size.toString(16).padStart(2, '0')}`;
  byMarker.set(marker, {
    className: `tok-${key}`,
    light: fg,
    dark: darkFg,
    ...(bg && darkBg ? { background: { light: bg, dark: darkBg } } : {}),
  });
  markerOf.set(key, marker);
  return marker;
}

if (lightRules.length !== darkRules.length) throw new Error('code theme: the light and dark themes have different rules');

/** The single theme shiki highlights with: the light theme's rules, each colour replaced by its marker. */
export const CODE_THEME: ThemeRegistrationRaw = {
  name: 'dremio-docs-code',
  type: 'light',
  colors: { 'editor.foreground': '#000000', 'editor.background': '#ffffff' },
  fg: '#000000',
  bg: '#ffffff',
  settings: lightRules.map((rule, i) => {
    const darkRule = darkRules[i]!;
    if (JSON.stringify(rule.scope) !== JSON.stringify(darkRule.scope)) {
      throw new Error(`code theme: rule ${i} has different scopes in the light and dark themes`);
    }
    const settings: Settings = {};
    if (rule.settings.fontStyle) settings.fontStyle = rule.settings.fontStyle;
    if (rule.settings.foreground && darkRule.settings.foreground) settings.foreground = colorFor(rule.settings, darkRule.settings);
    return { scope: rule.scope, settings };
  }),
};

/** Every colour a token can have, with its class; app/globals.css holds one rule per entry. */
export const CODE_COLORS: readonly CodeColor[] = [...byMarker.values()];

/**
 * Turns the marker colours into classes, drops the theme's own background and foreground on `pre` (the
 * stylesheet sets them per theme) and records the block's language for the copy button and the tests.
 */
export const codeClasses: ShikiTransformer = {
  name: 'dremio-docs:code-classes',
  pre(node) {
    delete node.properties.style;
    node.properties['data-language'] = this.options.lang;
  },
  span(node) {
    const style = typeof node.properties.style === 'string' ? node.properties.style : '';
    const rest: string[] = [];
    for (const declaration of style.split(';')) {
      const [prop, value] = declaration.split(':').map((s) => s.trim());
      if (!prop) continue;
      if (prop === 'color') {
        // The default foreground (#000000) needs no class: the block's colour is the themes' foreground.
        if (value === '#000000') continue;
        const color = value ? byMarker.get(value.toLowerCase()) : undefined;
        if (!color) throw new Error(`code theme: a token has the colour ${value}, which has no class`);
        this.addClassToHast(node, color.className);
      } else {
        rest.push(`${prop}:${value}`);
      }
    }
    if (rest.length) node.properties.style = rest.join(';');
    else delete node.properties.style;
  },
};
