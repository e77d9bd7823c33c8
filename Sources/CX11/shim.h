#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
/* MIT-SHM: frames are handed to the X server through shared memory (libXext, a dependency of
   libcairo2-dev). */
#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/extensions/XShm.h>

/* XDestroyImage is a macro calling the image's own destroy function. */
static inline void cx11_destroy_image(XImage *image) { XDestroyImage(image); }
