// Small C helpers for OpenCoreGraphics: per-pixel loops that Swift runs ~6x
// slower when scalar (see Docs/Architecture.md), and libjpeg, whose error
// handling needs setjmp/longjmp, which Swift cannot express.
#ifndef CGRAPHICS_SUPPORT_H
#define CGRAPHICS_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// Describes an 8-bit-per-channel pixel layout by the byte offset of each
/// channel inside one pixel; -1 marks an absent channel.
typedef struct cgs_pixel_layout {
  int32_t bytes_per_pixel;  ///< 1, 2, 3 or 4
  int32_t red;              ///< byte index of red, or of gray when is_gray
  int32_t green;
  int32_t blue;
  int32_t alpha;            ///< -1 when the layout has no alpha
  int32_t is_gray;          ///< 1: a single gray channel at `red`
  int32_t premultiplied;    ///< 1: color channels are premultiplied by alpha
} cgs_pixel_layout;

/// Converts `width`x`height` pixels of `layout` into premultiplied ARGB32
/// in native byte order (cairo's CAIRO_FORMAT_ARGB32).
void cgs_convert_to_argb32(const uint8_t *src, size_t src_stride,
                           cgs_pixel_layout layout, uint8_t *dst,
                           size_t dst_stride, int32_t width, int32_t height);

/// Converts premultiplied native ARGB32 into `layout`. Gray layouts take
/// the Rec. 601 luma of the unpremultiplied color.
void cgs_convert_from_argb32(const uint8_t *src, size_t src_stride,
                             cgs_pixel_layout layout, uint8_t *dst,
                             size_t dst_stride, int32_t width, int32_t height);

/// Blurs an 8-bit alpha plane in place with three box passes per axis,
/// approximating a Gaussian of standard deviation `sigma` (pixels).
/// Pixels outside the plane count as 0. Returns 0, or -1 when out of memory.
int32_t cgs_box_blur_a8(uint8_t *plane, size_t stride, int32_t width,
                        int32_t height, double sigma);

/// Blurs premultiplied 32-bit pixels in place with three box passes per
/// axis (each channel alike), approximating a Gaussian of standard deviation
/// `sigma` (pixels). Pixels outside repeat the nearest edge pixel.
/// Returns 0, or -1 when out of memory.
int32_t cgs_box_blur_argb32_clamped(uint8_t *pixels, size_t stride,
                                    int32_t width, int32_t height,
                                    double sigma);

/// Reads a JPEG header. Returns 0 and the size, or -1 with a message.
int32_t cgs_jpeg_read_size(const uint8_t *data, size_t length, int32_t *width,
                           int32_t *height, char *error, size_t error_length);

/// Decodes a JPEG into opaque native ARGB32 at `pixels` (`stride` bytes a
/// row, sized by cgs_jpeg_read_size). Returns 0, or -1 with a message;
/// corrupt or truncated data never crashes.
int32_t cgs_jpeg_decode(const uint8_t *data, size_t length, uint8_t *pixels,
                        size_t stride, int32_t width, int32_t height,
                        char *error, size_t error_length);

/// What cgs_coverage_from_argb32 reads from each pixel.
typedef enum cgs_coverage_source {
  CGS_COVERAGE_ALPHA = 0,          ///< the alpha channel
  CGS_COVERAGE_LUMINANCE = 1,      ///< Rec. 601 luma of the (opaque) color
  CGS_COVERAGE_INVERSE_ALPHA = 2,  ///< 255 - alpha
} cgs_coverage_source;

/// Writes one coverage byte per pixel of premultiplied ARGB32 `src` into
/// `dst` (an A8 plane) at offset (`dst_x`, `dst_y`).
void cgs_coverage_from_argb32(const uint8_t *src, size_t src_stride,
                              int32_t width, int32_t height,
                              cgs_coverage_source source, uint8_t *dst,
                              size_t dst_stride, int32_t dst_x, int32_t dst_y);

/// Multiplies every premultiplied ARGB32 pixel's channels by a color
/// (components 0...1), in place: CAReplicatorLayer's instance colors.
void cgs_modulate_argb32(uint8_t *pixels, size_t stride, int32_t width,
                         int32_t height, float red, float green, float blue,
                         float alpha);

/// 1 on the process's main thread (set by a constructor before `main` runs), 0 on every other.
extern __thread int cgs_main_thread_flag __attribute__((tls_model("initial-exec")));

/// Whether the calling thread is the process's main thread (one thread-local load).
static inline int cgs_is_main_thread(void) { return cgs_main_thread_flag; }

/// Calls the allocating initializer `initializer` (a Swift vtable entry) with the class
/// metadata `metadata`; returns the new object, retained.
void *cgs_call_allocating_initializer(const void *initializer,
                                      const void *metadata);

/// The desktop host OpenUIKitSDL makes (a retained object), or null when OpenUIKitSDL is not
/// linked into the program.
void *cgs_make_desktop_host(void);

#endif
