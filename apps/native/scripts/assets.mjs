// `npm run native:assets`: every app icon and splash screen of both projects from assets/icon.svg,
// at the sizes and names Capacitor's templates (and @capacitor/assets) use. See decision 0030 for
// why this is a script on sharp rather than @capacitor/assets.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { hashTree, nativeRoot } from './web-files.mjs';

const source = readFileSync(join(nativeRoot, 'assets/icon.svg'), 'utf8');
const background = /<rect id="background"[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(source)?.[1];
if (!background) throw new Error('assets/icon.svg: no <rect id="background" fill="#rrggbb">');
const mark = Buffer.from(source.replace(/<rect id="background"[^>]*\/>/, ''));
const full = Buffer.from(source);

const res = join(nativeRoot, 'android/app/src/main/res');
const xcassets = join(nativeRoot, 'ios/App/App/Assets.xcassets');
const size = async (path) => {
  const { width, height } = await sharp(path).metadata();
  return { width, height };
};
const render = (svg, px) => sharp(svg, { density: Math.ceil((72 * px) / 1024) }).resize(px, px);

async function icon(path, shape) {
  const { width } = await size(path);
  const image = render(full, width);
  if (shape === 'square') return image.flatten({ background }).png().toFile(`${path}.tmp`);
  const r = width / 2;
  const mask = Buffer.from(
    shape === 'round'
      ? `<svg width="${width}" height="${width}"><circle cx="${r}" cy="${r}" r="${r}"/></svg>`
      : `<svg width="${width}" height="${width}"><rect width="${width}" height="${width}" rx="${width * 0.18}"/></svg>`,
  );
  return image
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toFile(`${path}.tmp`);
}

async function foreground(path) {
  const { width } = await size(path);
  return render(mark, width).png().toFile(`${path}.tmp`);
}

async function splash(path) {
  const { width, height } = await size(path);
  const side = Math.round(Math.min(width, height) * 0.5);
  const logo = await render(full, side).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toFile(`${path}.tmp`);
}

const jobs = [];
for (const path of hashTree(res).keys()) {
  const file = join(res, path);
  if (/^mipmap-[a-z]+dpi\/ic_launcher\.png$/.test(path)) jobs.push([file, icon(file, 'rounded')]);
  else if (/^mipmap-[a-z]+dpi\/ic_launcher_round\.png$/.test(path)) jobs.push([file, icon(file, 'round')]);
  else if (/^mipmap-[a-z]+dpi\/ic_launcher_foreground\.png$/.test(path)) jobs.push([file, foreground(file)]);
  else if (/^drawable[a-z-]*\/splash\.png$/.test(path)) jobs.push([file, splash(file)]);
}
for (const path of hashTree(xcassets).keys()) {
  const file = join(xcassets, path);
  // The App Store refuses icons with transparency: a full square, flattened.
  if (/^AppIcon\.appiconset\/.*\.png$/.test(path)) jobs.push([file, icon(file, 'square')]);
  else if (/^Splash\.imageset\/.*\.png$/.test(path)) jobs.push([file, splash(file)]);
}
for (const [, job] of jobs) await job;
const { renameSync } = await import('node:fs');
for (const [file] of jobs) renameSync(`${file}.tmp`, file);
writeFileSync(
  join(res, 'values/ic_launcher_background.xml'),
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${background.toUpperCase()}</color>\n</resources>\n`,
);
console.log(`native:assets: ${jobs.length} images from assets/icon.svg (background ${background})`);
