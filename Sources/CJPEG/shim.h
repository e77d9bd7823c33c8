// libjpeg (libjpeg-turbo on Debian) for TrellisCairo's JPEG images. libjpeg reports a fatal error
// by calling `error_exit`, which must not return: the decoder below catches it with setjmp and
// longjmp, which Swift cannot do, so the whole decode is one C function.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

/// What a decode reports: 0 decoded, 1 not decoded; warnings counts recoverable damage (a
/// truncated file is decoded as far as it goes); message is libjpeg's last message.
typedef struct {
    int failed;
    long warnings;
    char message[JMSG_LENGTH_MAX];
} trellis_jpeg_result;

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    trellis_jpeg_result *result;
} trellis_jpeg_error;

static void trellis_jpeg_error_exit(j_common_ptr cinfo) {
    trellis_jpeg_error *error = (trellis_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, error->result->message);
    longjmp(error->jump, 1);
}

static void trellis_jpeg_output_message(j_common_ptr cinfo) {
    trellis_jpeg_error *error = (trellis_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, error->result->message);
}

/// Decodes the JPEG `data` of `size` bytes into `pixels`: `height` rows of `stride` bytes, each
/// `width` pixels in Cairo's ARGB32 (native-endian 32-bit words, opaque). The image must be
/// `width`×`height` pixels, as its header (read beforehand) said. Grey, RGB, CMYK and YCCK
/// images are converted; libjpeg may use at most `memory_limit` bytes.
static inline trellis_jpeg_result trellis_jpeg_decode(const unsigned char *data, unsigned long size, unsigned char *pixels,
                                                      int stride, int width, int height, long memory_limit) {
    trellis_jpeg_result result;
    memset(&result, 0, sizeof result);
    struct jpeg_decompress_struct cinfo;
    trellis_jpeg_error error;
    unsigned char *volatile row = NULL;
    cinfo.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = trellis_jpeg_error_exit;
    error.manager.output_message = trellis_jpeg_output_message;
    error.result = &result;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(row);
        result.failed = 1;
        return result;
    }
    jpeg_create_decompress(&cinfo);
    cinfo.mem->max_memory_to_use = memory_limit;
    jpeg_mem_src(&cinfo, data, size);
    jpeg_read_header(&cinfo, TRUE);
    if ((int)cinfo.image_width != width || (int)cinfo.image_height != height) {
        snprintf(result.message, sizeof result.message, "the frame is %ux%u pixels, not the %dx%d its header said",
                 cinfo.image_width, cinfo.image_height, width, height);
        jpeg_destroy_decompress(&cinfo);
        result.failed = 1;
        return result;
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    if (cmyk) {
        cinfo.out_color_space = JCS_CMYK;
    } else {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        cinfo.out_color_space = JCS_EXT_BGRA;
#else
        cinfo.out_color_space = JCS_EXT_ARGB;
#endif
    }
    jpeg_start_decompress(&cinfo);
    if (cmyk) {
        row = malloc((size_t)width * 4);
        if (!row) {
            snprintf(result.message, sizeof result.message, "out of memory");
            jpeg_destroy_decompress(&cinfo);
            result.failed = 1;
            return result;
        }
    }
    // Adobe's CMYK JPEGs store the inks inverted.
    int inverted = cinfo.saw_Adobe_marker;
    while (cinfo.output_scanline < cinfo.output_height) {
        unsigned char *line = pixels + (size_t)cinfo.output_scanline * (size_t)stride;
        JSAMPROW target = cmyk ? row : line;
        jpeg_read_scanlines(&cinfo, &target, 1);
        if (cmyk) {
            unsigned int *out = (unsigned int *)line;
            for (int x = 0; x < width; x++) {
                unsigned int c = row[4 * x], m = row[4 * x + 1], y = row[4 * x + 2], k = row[4 * x + 3];
                if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
                unsigned int r = c * k / 255, g = m * k / 255, b = y * k / 255;
                out[x] = 0xFF000000u | r << 16 | g << 8 | b;
            }
        }
    }
    jpeg_finish_decompress(&cinfo);
    result.warnings = cinfo.err->num_warnings;
    jpeg_destroy_decompress(&cinfo);
    free(row);
    return result;
}
