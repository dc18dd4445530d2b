// pixman for the OpenQuartzCore compositor.
#include <pixman.h>
