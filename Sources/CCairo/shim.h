// cairo for OpenCoreGraphics: image surfaces, paths, patterns and PNG streams.
#include <cairo.h>
