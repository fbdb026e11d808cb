# Pastes generated vectors (argv[1]) between the VECTORS markers of argv[2].
import sys
vec = [l for l in open(sys.argv[1]) if l.startswith('{') or l.startswith('/*')]
src = open(sys.argv[2]).read()
a = src.index('/* BEGIN VECTORS */\n') + len('/* BEGIN VECTORS */\n'); b = src.index('/* END VECTORS */')
open(sys.argv[2], 'w').write(src[:a] + ''.join(vec) + src[b:])
