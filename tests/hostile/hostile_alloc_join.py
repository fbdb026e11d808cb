print(len(','.join(['x' * 1000] * 10**7)))
