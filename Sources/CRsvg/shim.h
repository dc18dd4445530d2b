// librsvg draws the desktop icon theme's symbolic SVGs into cairo surfaces
// (OpenUIKit/Image/Symbols/SymbolRenderer.swift, the only code that imports it).
#include <librsvg/rsvg.h>
