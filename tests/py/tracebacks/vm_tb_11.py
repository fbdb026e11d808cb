x = (1 +
     2 +
     None)
