# argparse: the help and usage text (HelpFormatter and its subclasses on an 80-column terminal).
import argparse

parser = argparse.ArgumentParser(prog="main.py", description="PyTorch MNIST Example: a rather long description "
                                 "that has to be wrapped over more than one line of the help text output.",
                                 epilog="See the README for more.")
parser.add_argument("--batch-size", type=int, default=64, metavar="N",
                    help="input batch size for training (default: 64)")
parser.add_argument("--test-batch-size", type=int, default=1000, metavar="N",
                    help="input batch size for testing (default: 1000)")
parser.add_argument("--epochs", type=int, default=14, metavar="N", help="number of epochs to train (default: 14)")
parser.add_argument("--lr", type=float, default=1.0, metavar="LR", help="learning rate (default: 1.0)")
parser.add_argument("--no-cuda", action="store_true", default=False, help="disables CUDA training")
parser.add_argument("--arch", choices=["lenet", "resnet"], default="lenet", help="model %(default)s of %(choices)s")
parser.add_argument("--a-very-long-option-name-indeed", help="help on the next line")
parser.add_argument("--nohelp")
parser.add_argument("data", nargs="+", help="data files")
parser.add_argument("--hidden", help=argparse.SUPPRESS)
parser.print_help()
print(parser.format_usage(), end="")

d = argparse.ArgumentParser(prog="d", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
d.add_argument("--n_epochs", type=int, default=200, help="number of epochs of training")
d.add_argument("--lr", type=float, default=0.0002, help="adam: learning rate")
d.add_argument("--flag", action="store_true", help="a flag")
d.add_argument("pos", nargs="?", default="x", help="optional positional")
grp = d.add_mutually_exclusive_group(required=True)
grp.add_argument("--train", action="store_true")
grp.add_argument("--test", action="store_true")
d.print_help()

r = argparse.ArgumentParser(prog="r", formatter_class=argparse.RawDescriptionHelpFormatter,
                            description="line one\n  line two indented\n")
r.add_argument("--x", type=int, default=1)
print(r.format_help())
