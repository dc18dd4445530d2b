// SDL2 for the platform layer only. SDL must not take over main().
#define SDL_MAIN_HANDLED 1
#include <SDL.h>
#include <SDL_syswm.h>

/// The X server connection's file descriptor behind an SDL window, so the host can sleep in the
/// main run loop and still wake for X events; -1 on other video drivers (Wayland, dummy).
static inline int openuikit_sdl_x11_connection_fd(SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (SDL_GetWindowWMInfo(window, &info) && info.subsystem == SDL_SYSWM_X11) {
    return ConnectionNumber(info.info.x11.display);
  }
#endif
  return -1;
}
