// Pixel-layout conversion to and from cairo's premultiplied native ARGB32.
#include "CGraphicsSupport.h"

static inline uint8_t mul_div_255(uint32_t a, uint32_t b) {
  uint32_t t = a * b + 128;
  return (uint8_t)((t + (t >> 8)) >> 8);
}

void cgs_convert_to_argb32(const uint8_t *src, size_t src_stride,
                           cgs_pixel_layout l, uint8_t *dst, size_t dst_stride,
                           int32_t width, int32_t height) {
  for (int32_t y = 0; y < height; y++) {
    const uint8_t *s = src + (size_t)y * src_stride;
    uint32_t *d = (uint32_t *)(dst + (size_t)y * dst_stride);
    for (int32_t x = 0; x < width; x++, s += l.bytes_per_pixel) {
      uint32_t a = l.alpha >= 0 ? s[l.alpha] : 255;
      uint32_t r, g, b;
      if (l.is_gray) {
        r = g = b = (l.red >= 0 ? s[l.red] : 0);
      } else {
        r = l.red >= 0 ? s[l.red] : 0;
        g = l.green >= 0 ? s[l.green] : 0;
        b = l.blue >= 0 ? s[l.blue] : 0;
      }
      if (!l.premultiplied && a != 255) {
        r = mul_div_255(r, a);
        g = mul_div_255(g, a);
        b = mul_div_255(b, a);
      } else if (l.premultiplied) {
        // Clamp invalid premultiplied data (color > alpha) as CG does.
        if (r > a) r = a;
        if (g > a) g = a;
        if (b > a) b = a;
      }
      d[x] = (a << 24) | (r << 16) | (g << 8) | b;
    }
  }
}

void cgs_convert_from_argb32(const uint8_t *src, size_t src_stride,
                             cgs_pixel_layout l, uint8_t *dst,
                             size_t dst_stride, int32_t width,
                             int32_t height) {
  for (int32_t y = 0; y < height; y++) {
    const uint32_t *s = (const uint32_t *)(src + (size_t)y * src_stride);
    uint8_t *d = dst + (size_t)y * dst_stride;
    for (int32_t x = 0; x < width; x++, d += l.bytes_per_pixel) {
      uint32_t p = s[x];
      uint32_t a = p >> 24, r = (p >> 16) & 255, g = (p >> 8) & 255,
               b = p & 255;
      int unpremultiply = !l.premultiplied || l.alpha < 0 || l.is_gray;
      if (unpremultiply && a != 255) {
        if (a == 0) {
          r = g = b = 0;
        } else {
          r = (r * 255 + a / 2) / a;
          g = (g * 255 + a / 2) / a;
          b = (b * 255 + a / 2) / a;
        }
      }
      if (l.is_gray) {
        uint32_t luma = (299 * r + 587 * g + 114 * b + 500) / 1000;
        if (l.alpha >= 0 && l.premultiplied) luma = mul_div_255(luma, a);
        if (l.red >= 0) d[l.red] = (uint8_t)luma;
      } else {
        if (l.red >= 0) d[l.red] = (uint8_t)r;
        if (l.green >= 0) d[l.green] = (uint8_t)g;
        if (l.blue >= 0) d[l.blue] = (uint8_t)b;
      }
      if (l.alpha >= 0) d[l.alpha] = (uint8_t)a;
      // Skipped ("X") bytes are written as 0xFF, as Quartz does.
      for (int32_t i = 0; i < l.bytes_per_pixel; i++) {
        if (i != l.red && i != l.green && i != l.blue && i != l.alpha &&
            !(l.is_gray && i == l.red))
          d[i] = 255;
      }
    }
  }
}

void cgs_coverage_from_argb32(const uint8_t *src, size_t src_stride,
                              int32_t width, int32_t height,
                              cgs_coverage_source source, uint8_t *dst,
                              size_t dst_stride, int32_t dst_x, int32_t dst_y) {
  for (int32_t y = 0; y < height; y++) {
    const uint32_t *s = (const uint32_t *)(src + (size_t)y * src_stride);
    uint8_t *d = dst + (size_t)(y + dst_y) * dst_stride + dst_x;
    for (int32_t x = 0; x < width; x++) {
      uint32_t p = s[x];
      uint32_t a = p >> 24;
      switch (source) {
        case CGS_COVERAGE_ALPHA: d[x] = (uint8_t)a; break;
        case CGS_COVERAGE_INVERSE_ALPHA: d[x] = (uint8_t)(255 - a); break;
        case CGS_COVERAGE_LUMINANCE: {
          uint32_t r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
          d[x] = (uint8_t)((299 * r + 587 * g + 114 * b + 500) / 1000);
          break;
        }
      }
    }
  }
}

void cgs_modulate_argb32(uint8_t *pixels, size_t stride, int32_t width,
                         int32_t height, float red, float green, float blue,
                         float alpha) {
  uint32_t fr = (uint32_t)(red * 255.0f + 0.5f), fg = (uint32_t)(green * 255.0f + 0.5f);
  uint32_t fb = (uint32_t)(blue * 255.0f + 0.5f), fa = (uint32_t)(alpha * 255.0f + 0.5f);
  for (int32_t y = 0; y < height; y++) {
    uint32_t *row = (uint32_t *)(pixels + (size_t)y * stride);
    for (int32_t x = 0; x < width; x++) {
      uint32_t p = row[x];
      if (p == 0) continue;
      // Color channels take color x alpha factor, so they stay <= alpha.
      uint32_t a = mul_div_255(p >> 24, fa);
      uint32_t r = mul_div_255(mul_div_255((p >> 16) & 255, fr), fa);
      uint32_t g = mul_div_255(mul_div_255((p >> 8) & 255, fg), fa);
      uint32_t b = mul_div_255(mul_div_255(p & 255, fb), fa);
      row[x] = (a << 24) | (r << 16) | (g << 8) | b;
    }
  }
}
