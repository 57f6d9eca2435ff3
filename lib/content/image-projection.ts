/**
 * Spread into every queried image: `image{${IMAGE_FIELDS}}`. What the URL builder needs (asset id, crop, hotspot)
 * plus alt text and the intrinsic dimensions next/image wants. A plain string, so typegen inlines it into each
 * query's result type.
 */
export const IMAGE_FIELDS = /* groq */ `
  alt,
  crop,
  hotspot,
  "asset": asset->{
    _id,
    url,
    mimeType,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height,
    "lqip": metadata.lqip
  }
`
