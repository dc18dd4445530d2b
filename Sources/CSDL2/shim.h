// SDL2 for the platform layer only. SDL must not take over main().
#define SDL_MAIN_HANDLED 1
#include <SDL.h>
