// Xlib, for the end-to-end test only: it finds the demo's window on an Xvfb display, clicks it
// and reads its pixels. Nothing in the library links it.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
