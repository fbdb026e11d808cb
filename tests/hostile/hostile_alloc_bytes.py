x = bytes(10**11)
