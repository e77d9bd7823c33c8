#!/bin/sh
# Regenerates the sample images (drawn for this project with ImageMagick; no downloaded images).
#   sh Resources/make-images.sh        (from the package root; needs ImageMagick 6's convert)
set -e
cd "$(dirname "$0")"

# A portrait "photo": evening sky, sun, three layers of hills, a lake.
convert -size 600x750 gradient:'#ffb88c'-'#6a5acd' \
  -fill '#fff2c4' -draw 'circle 410,300 410,355' \
  -fill '#8e6fb8' -draw 'polygon 0,520 120,400 230,470 360,360 480,450 600,380 600,750 0,750' \
  -fill '#5d4a8a' -draw 'polygon 0,590 90,520 210,575 330,500 460,580 600,520 600,750 0,750' \
  -fill '#35305e' -draw 'polygon 0,660 150,600 300,650 450,610 600,660 600,750 0,750' \
  -fill '#2a2850' -draw 'rectangle 0,690 600,750' \
  -fill '#fff2c4' -draw 'rectangle 380,700 440,703' -draw 'rectangle 395,715 425,717' \
  -blur 0x0.6 PNG32:portrait.png

# A wide landscape: morning sky, mountains with snow, a meadow.
convert -size 800x450 gradient:'#bfe3ff'-'#e8f6ff' \
  -fill '#7a8fa6' -draw 'polygon 0,330 140,170 260,290 400,120 560,300 680,200 800,320 800,450 0,450' \
  -fill '#ffffff' -draw 'polygon 400,120 365,165 385,160 400,175 418,158 438,168' \
  -fill '#ffffff' -draw 'polygon 140,170 115,200 132,196 142,206 155,194' \
  -fill '#6fb36f' -draw 'polygon 0,360 200,320 420,360 620,330 800,360 800,450 0,450' \
  -fill '#4f9a55' -draw 'polygon 0,400 260,380 520,405 800,385 800,450 0,450' \
  PNG32:landscape.png

# Avatars: a head-and-shoulders silhouette on a coloured disc, transparent outside.
avatar() {
  convert -size 200x200 xc:none \
    -fill "$2" -draw 'circle 100,100 100,0' \
    -fill "$3" -draw 'circle 100,82 100,44' \
    -fill "$3" -draw 'ellipse 100,200 70,62 180,360' \
    \( -size 200x200 xc:none -fill white -draw 'circle 100,100 100,0' \) -compose DstIn -composite \
    "PNG32:$1"
}
avatar avatar-ada.png '#4f7cff' '#dfe7ff'
avatar avatar-grace.png '#ff7a59' '#ffe3da'
avatar avatar-alan.png '#2bb673' '#dcf7ea'

# Card thumbnails: soft gradients with a simple motif each.
convert -size 300x200 gradient:'#fbd786'-'#f7797d' -fill '#ffffffaa' -draw 'circle 150,100 150,40' PNG32:thumb-sun.png
convert -size 300x200 gradient:'#a1c4fd'-'#c2e9fb' -fill '#ffffffaa' -draw 'polygon 40,170 130,50 220,170' -draw 'polygon 150,170 210,90 270,170' PNG32:thumb-peaks.png
convert -size 300x200 gradient:'#d4fc79'-'#96e6a1' -fill '#2f7d4a88' -draw 'ellipse 150,120 90,40 0,360' -draw 'rectangle 145,60 155,120' PNG32:thumb-leaf.png
convert -size 300x200 gradient:'#fccb90'-'#d57eeb' -fill '#ffffffaa' -draw 'roundrectangle 80,50 220,150 20,20' PNG32:thumb-box.png
convert -size 300x200 gradient:'#84fab0'-'#8fd3f4' -fill '#ffffff99' -draw 'path "M 20,140 Q 80,60 150,140 T 280,140"' -stroke '#ffffffcc' -strokewidth 6 -fill none -draw 'path "M 20,140 Q 80,60 150,140 T 280,140"' PNG32:thumb-wave.png
convert -size 300x200 gradient:'#e0c3fc'-'#8ec5fc' -fill '#ffffffaa' -draw 'circle 100,100 100,60' -draw 'circle 200,100 200,60' PNG32:thumb-rings.png
