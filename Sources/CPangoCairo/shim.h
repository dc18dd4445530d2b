// Pango on cairo, with fontconfig, for text layout and rendering.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
