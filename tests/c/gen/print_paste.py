# Pastes generated cases (argv[1]) between the CASES markers of argv[2].
import sys
lines = [l for l in open(sys.argv[1]) if l.startswith('{') or l.startswith(' "') or l.startswith('/*')]
src = open(sys.argv[2]).read()
a = src.index('/* BEGIN CASES */\n') + len('/* BEGIN CASES */\n'); b = src.index('/* END CASES */')
open(sys.argv[2], 'w').write(src[:a] + ''.join(lines) + src[b:])
