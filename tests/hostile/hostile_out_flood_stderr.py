import sys
while True:
    sys.stderr.write('err' * 1000 + '\n')
