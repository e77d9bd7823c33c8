// poppler's GLib API for TrellisCairo's PDF images: a document's first page drawn onto a Cairo
// context (`VectorImage`).
#include <poppler.h>
