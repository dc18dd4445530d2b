// JPEG decoding with libjpeg. libjpeg reports fatal errors through a
// callback that must not return, so it longjmps back here.
#include "CGraphicsSupport.h"
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char *message;
  size_t message_length;
  int truncated;
} guarded_error_mgr;

static void on_error(j_common_ptr cinfo) {
  guarded_error_mgr *err = (guarded_error_mgr *)cinfo->err;
  if (err->message && err->message_length > 0)
    (*cinfo->err->format_message)(cinfo, err->message);
  longjmp(err->jump, 1);
}

static void on_message(j_common_ptr cinfo) { (void)cinfo; }  // keep stderr quiet

// libjpeg pads a truncated stream with gray and only warns; treat that as an
// error so that a truncated file is refused instead of half-decoded, and stop
// at once (decoding the padding of a huge image takes seconds).
static void on_emit(j_common_ptr cinfo, int level) {
  guarded_error_mgr *err = (guarded_error_mgr *)cinfo->err;
  if (level < 0 && (err->base.msg_code == JWRN_JPEG_EOF ||
                    err->base.msg_code == JWRN_HIT_MARKER)) {
    err->truncated = 1;
    if (err->message && err->message_length > 0)
      snprintf(err->message, err->message_length, "JPEG data is truncated");
    longjmp(err->jump, 1);
  }
}

static void set_error(char *error, size_t length, const char *text) {
  if (error && length > 0) {
    strncpy(error, text, length - 1);
    error[length - 1] = 0;
  }
}

int32_t cgs_jpeg_read_size(const uint8_t *data, size_t length, int32_t *width,
                           int32_t *height, char *error, size_t error_length) {
  struct jpeg_decompress_struct cinfo;
  guarded_error_mgr err;
  char buffer[JMSG_LENGTH_MAX] = {0};
  cinfo.err = jpeg_std_error(&err.base);
  err.base.error_exit = on_error;
  err.base.output_message = on_message;
  err.message = buffer;
  err.message_length = sizeof buffer;
  err.truncated = 0;
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&cinfo);
    set_error(error, error_length, buffer);
    return -1;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_mem_src(&cinfo, data, (unsigned long)length);
  jpeg_read_header(&cinfo, TRUE);
  *width = (int32_t)cinfo.image_width;
  *height = (int32_t)cinfo.image_height;
  jpeg_destroy_decompress(&cinfo);
  return 0;
}

int32_t cgs_jpeg_decode(const uint8_t *data, size_t length, uint8_t *pixels,
                        size_t stride, int32_t width, int32_t height,
                        char *error, size_t error_length) {
  struct jpeg_decompress_struct cinfo;
  guarded_error_mgr err;
  char buffer[JMSG_LENGTH_MAX] = {0};
  JSAMPROW row = NULL;
  cinfo.err = jpeg_std_error(&err.base);
  err.base.error_exit = on_error;
  err.base.output_message = on_message;
  err.message = buffer;
  err.message_length = sizeof buffer;
  err.truncated = 0;
  err.base.emit_message = on_emit;
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&cinfo);
    set_error(error, error_length, buffer);
    return -1;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_mem_src(&cinfo, data, (unsigned long)length);
  jpeg_read_header(&cinfo, TRUE);
  if ((int32_t)cinfo.image_width != width ||
      (int32_t)cinfo.image_height != height) {
    jpeg_destroy_decompress(&cinfo);
    set_error(error, error_length, "JPEG size changed between reads");
    return -1;
  }
  int cmyk = cinfo.jpeg_color_space == JCS_CMYK ||
             cinfo.jpeg_color_space == JCS_YCCK;
  // libjpeg-turbo writes BGRA directly, which is ARGB32 on little-endian.
  cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
  jpeg_start_decompress(&cinfo);
  for (int32_t y = 0; cinfo.output_scanline < cinfo.output_height; y++) {
    row = pixels + (size_t)cinfo.output_scanline * stride;
    jpeg_read_scanlines(&cinfo, &row, 1);
    if (cmyk) {
      // Adobe CMYK JPEGs store inverted values; convert in place to BGRA.
      for (int32_t x = 0; x < width; x++) {
        uint8_t *p = row + 4 * x;
        unsigned c = p[0], m = p[1], yy = p[2], k = p[3];
        p[0] = (uint8_t)(yy * k / 255);
        p[1] = (uint8_t)(m * k / 255);
        p[2] = (uint8_t)(c * k / 255);
        p[3] = 255;
      }
    }
  }
  jpeg_finish_decompress(&cinfo);
  jpeg_destroy_decompress(&cinfo);
  if (err.truncated) {
    set_error(error, error_length, "JPEG data is truncated");
    return -1;
  }
  return 0;
}
