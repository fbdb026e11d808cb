try:
    [][1]
except IndexError:
    {}["k"]
