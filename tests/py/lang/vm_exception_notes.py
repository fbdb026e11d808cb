try:
    raise ValueError('base')
except ValueError as e:
    e.add_note('extra info')
    print(e.__notes__)
