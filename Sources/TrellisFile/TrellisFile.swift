import Trellis
