with open_thing() as f:
    pass
