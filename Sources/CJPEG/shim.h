// libjpeg(-turbo); used from C only (its errors need setjmp), see CGraphicsSupport.
#include <stdio.h>
#include <jpeglib.h>
