// librsvg draws the desktop icon theme's symbolic SVGs into cairo surfaces
// (OpenUIKit/Image/Symbols/SymbolRenderer.swift, the only code that uses it).
//
// The few entry points used are declared here rather than through <librsvg/rsvg.h>: its
// pkg-config flags (-pthread) make SwiftPM warn on every build, and these declarations are
// librsvg 2.52+'s stable C API (checked by SystemImageTests: every table icon renders).
#ifndef OPENUIKIT_CRSVG_SHIM_H
#define OPENUIKIT_CRSVG_SHIM_H

typedef struct _RsvgHandle RsvgHandle;
typedef struct _GError GError;
struct _cairo;

typedef struct {
  double x;
  double y;
  double width;
  double height;
} RsvgRectangle;

RsvgHandle *rsvg_handle_new_from_file(const char *filename, GError **error);
int rsvg_handle_render_document(RsvgHandle *handle, struct _cairo *cr,
                                const RsvgRectangle *viewport, GError **error);
void g_object_unref(void *object);
void g_error_free(GError *error);

#endif
