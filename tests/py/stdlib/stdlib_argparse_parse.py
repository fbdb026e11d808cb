# argparse: parsing, defaults, actions, types, choices, groups and the Namespace.
import argparse

parser = argparse.ArgumentParser(description="Train a tiny model.")
parser.add_argument("data", help="path to the data")
parser.add_argument("--epochs", type=int, default=10, help="number of epochs (default: 10)")
parser.add_argument("--lr", type=float, default=0.01, metavar="LR", help="learning rate")
parser.add_argument("-b", "--batch-size", type=int, default=64, dest="batch_size")
parser.add_argument("--no-cuda", action="store_true", default=False, help="disables CUDA training")
parser.add_argument("--dry-run", action="store_true")
parser.add_argument("--seed", type=int, default=1, metavar="S")
parser.add_argument("--arch", choices=["resnet", "vgg"], default="resnet")
parser.add_argument("-v", "--verbose", action="count", default=0)
parser.add_argument("--layers", nargs="+", type=int, default=[1])
parser.add_argument("--tag", action="append")
parser.add_argument("--opt", default="3", type=int)
parser.add_argument("--save-model", action=argparse.BooleanOptionalAction, default=True)

args = parser.parse_args(["data/mnist"])
print(args)
print(vars(args))
args = parser.parse_args(["d", "--epochs", "3", "--lr=0.5", "-b", "8", "--no-cuda", "-vvv", "--layers", "2", "3",
                          "--tag", "a", "--tag", "b", "--arch", "vgg", "--no-save-model", "--ep", "4"])
print(args)
print(args.epochs, args.lr, args.batch_size, args.no_cuda, args.verbose, args.layers, args.tag)
print("epochs" in args, "missing" in args)
print(argparse.Namespace(a=1, b="x") == argparse.Namespace(a=1, b="x"))
print(argparse.Namespace(**{"a-b": 1, "c": 2}))
print(parser.parse_args(["x", "-b16"]).batch_size)
print(parser.parse_known_args(["x", "--unknown", "7", "--seed", "5"]))

p2 = argparse.ArgumentParser(prog="p2")
p2.add_argument("src")
p2.add_argument("dst", nargs="?", default="out")
p2.add_argument("rest", nargs="*")
p2.set_defaults(mode="fast")
print(p2.parse_args(["a"]))
print(p2.parse_args(["a", "b", "c", "d"]))
print(p2.get_default("mode"), p2.get_default("dst"))

g = argparse.ArgumentParser(prog="g")
grp = g.add_mutually_exclusive_group()
grp.add_argument("--train", action="store_true")
grp.add_argument("--test", action="store_true")
opts = g.add_argument_group("model options")
opts.add_argument("--width", type=int, default=4)
print(g.parse_args(["--test", "--width", "9"]))

# errors go to stderr and exit with status 2
for argv in (["d", "--epochs", "x"], ["d", "--arch", "alexnet"], [], ["d", "--bogus"], ["d", "--layers"],
             ["d", "--no-cuda=1"]):
    try:
        parser.parse_args(argv)
    except SystemExit as e:
        print("SystemExit", e.code)
try:
    g.parse_args(["--train", "--test"])
except SystemExit as e:
    print("SystemExit", e.code)

def positive(s):
    v = int(s)
    if v <= 0:
        raise argparse.ArgumentTypeError("%r is not positive" % s)
    return v

t = argparse.ArgumentParser(prog="t", exit_on_error=False)
t.add_argument("--n", type=positive)
try:
    t.parse_args(["--n", "-3"])
except argparse.ArgumentError as e:
    print("ArgumentError", e)
try:
    t.parse_args(["--n", "0"])
except argparse.ArgumentError as e:
    print("ArgumentError", e)


class Upper(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values.upper())


u = argparse.ArgumentParser(prog="u")
u.add_argument("--name", action=Upper, default="none")
print(u.parse_args(["--name", "bob"]), u.parse_args([]))
try:
    u.add_argument("--name")
except argparse.ArgumentError as e:
    print("ArgumentError", e)
