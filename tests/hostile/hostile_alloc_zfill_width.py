print(len('-1'.zfill(2**62)))
