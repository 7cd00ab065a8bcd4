// Rasterises src/assets/social-card.svg into static/img/social-card.png (1200x630), the image
// shared pages show on social sites. The PNG is committed so builds do not depend on the
// fonts of the machine; run this again after changing the SVG.
import sharp from "sharp"

const source = "src/assets/social-card.svg"
const target = "static/img/social-card.png"
const info = await sharp(source, { density: 72 })
  .resize(1200, 630)
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(target)
console.log(`${target}: ${info.width}x${info.height}, ${info.size} bytes`)
