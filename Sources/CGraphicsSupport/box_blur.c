// Gaussian blur approximated by three successive box blurs per axis
// (running sums: cost independent of the radius).
#include "CGraphicsSupport.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

// Box widths whose three-pass variance matches sigma^2 (Kovesi 2010).
static void boxes_for_gauss(double sigma, int32_t radii[3]) {
  double ideal = sqrt(12.0 * sigma * sigma / 3.0 + 1.0);
  int32_t wl = (int32_t)floor(ideal);
  if (wl % 2 == 0) wl--;
  int32_t wu = wl + 2;
  double mideal = (12.0 * sigma * sigma - 3.0 * wl * wl - 12.0 * wl - 9.0) /
                  (-4.0 * wl - 4.0);
  int32_t m = (int32_t)lround(mideal);
  for (int i = 0; i < 3; i++) radii[i] = ((i < m ? wl : wu) - 1) / 2;
}

// One box pass over `count` samples spaced `step` apart; zero outside.
static void box_pass(uint8_t *line, size_t step, int32_t count, int32_t r,
                     uint8_t *scratch) {
  if (r <= 0) return;
  for (int32_t i = 0; i < count; i++) scratch[i] = line[(size_t)i * step];
  uint32_t window = 2 * (uint32_t)r + 1;
  uint32_t sum = 0;
  for (int32_t i = 0; i <= r && i < count; i++) sum += scratch[i];
  for (int32_t i = 0; i < count; i++) {
    line[(size_t)i * step] = (uint8_t)((sum + window / 2) / window);
    int32_t add = i + r + 1, sub = i - r;
    if (add < count) sum += scratch[add];
    if (sub >= 0) sum -= scratch[sub];
  }
}

int32_t cgs_box_blur_a8(uint8_t *plane, size_t stride, int32_t width,
                        int32_t height, double sigma) {
  if (!(sigma > 0.0) || width <= 0 || height <= 0) return 0;
  int32_t radii[3];
  boxes_for_gauss(sigma, radii);
  int32_t longest = width > height ? width : height;
  uint8_t *scratch = malloc((size_t)longest);
  if (!scratch) return -1;
  for (int pass = 0; pass < 3; pass++) {
    for (int32_t y = 0; y < height; y++)
      box_pass(plane + (size_t)y * stride, 1, width, radii[pass], scratch);
    for (int32_t x = 0; x < width; x++)
      box_pass(plane + x, stride, height, radii[pass], scratch);
  }
  free(scratch);
  return 0;
}

// One box pass over `count` 4-byte pixels spaced `step` bytes apart; the
// edge pixels repeat outside (a backdrop continues past what was read).
static void box_pass_argb(uint8_t *line, size_t step, int32_t count, int32_t r,
                          uint8_t *scratch) {
  if (r <= 0 || count <= 0) return;
  for (int32_t i = 0; i < count; i++) memcpy(scratch + 4 * i, line + (size_t)i * step, 4);
  uint32_t window = 2 * (uint32_t)r + 1;
  for (int c = 0; c < 4; c++) {
    uint32_t sum = 0;
    for (int32_t i = -r; i <= r; i++) {
      int32_t k = i < 0 ? 0 : (i >= count ? count - 1 : i);
      sum += scratch[4 * k + c];
    }
    for (int32_t i = 0; i < count; i++) {
      line[(size_t)i * step + c] = (uint8_t)((sum + window / 2) / window);
      int32_t add = i + r + 1, sub = i - r;
      if (add >= count) add = count - 1;
      if (sub < 0) sub = 0;
      sum += scratch[4 * add + c];
      sum -= scratch[4 * sub + c];
    }
  }
}

int32_t cgs_box_blur_argb32_clamped(uint8_t *pixels, size_t stride, int32_t width,
                                    int32_t height, double sigma) {
  if (!(sigma > 0.0) || width <= 0 || height <= 0) return 0;
  int32_t radii[3];
  boxes_for_gauss(sigma, radii);
  int32_t longest = width > height ? width : height;
  uint8_t *scratch = malloc((size_t)longest * 4);
  if (!scratch) return -1;
  for (int pass = 0; pass < 3; pass++) {
    for (int32_t y = 0; y < height; y++)
      box_pass_argb(pixels + (size_t)y * stride, 4, width, radii[pass], scratch);
    for (int32_t x = 0; x < width; x++)
      box_pass_argb(pixels + (size_t)x * 4, stride, height, radii[pass], scratch);
  }
  free(scratch);
  return 0;
}
