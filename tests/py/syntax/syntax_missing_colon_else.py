if True:
    pass
else
    pass
