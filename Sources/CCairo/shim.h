#include <cairo.h>
#include <cairo-xlib.h>
