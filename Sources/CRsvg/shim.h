// librsvg for TrellisCairo's SVG images: a document drawn onto a Cairo context
// (`VectorImage`).
#include <librsvg/rsvg.h>
