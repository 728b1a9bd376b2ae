# getopt: CPython 3.11's C-style command-line parser: getopt(args, shortopts, longopts=[]),
# gnu_getopt (options and operands mixed; a leading '+' in shortopts stops at the first operand)
# and GetoptError (alias error) with CPython's messages. POSIXLY_CORRECT is never set (Nearly
# has no environment).

__all__ = ["GetoptError", "error", "getopt", "gnu_getopt"]


class GetoptError(Exception):
    opt = ''
    msg = ''

    def __init__(self, msg, opt=''):
        self.msg = msg
        self.opt = opt
        super().__init__(msg, opt)

    def __str__(self):
        return self.msg


error = GetoptError


def _longopts_list(longopts):
    if isinstance(longopts, str):
        return [longopts]
    return list(longopts)


def getopt(args, shortopts, longopts=[]):
    opts = []
    longopts = _longopts_list(longopts)
    while args and args[0].startswith('-') and args[0] != '-':
        if args[0] == '--':
            args = args[1:]
            break
        if args[0].startswith('--'):
            opts, args = _do_longs(opts, args[0][2:], longopts, args[1:])
        else:
            opts, args = _do_shorts(opts, args[0][1:], shortopts, args[1:])
    return opts, args


def gnu_getopt(args, shortopts, longopts=[]):
    opts = []
    prog_args = []
    longopts = _longopts_list(longopts)
    all_options_first = shortopts.startswith('+')
    if all_options_first:
        shortopts = shortopts[1:]
    while args:
        if args[0] == '--':
            prog_args += args[1:]
            break
        if args[0][:2] == '--':
            opts, args = _do_longs(opts, args[0][2:], longopts, args[1:])
        elif args[0][:1] == '-' and args[0] != '-':
            opts, args = _do_shorts(opts, args[0][1:], shortopts, args[1:])
        elif all_options_first:
            prog_args += args
            break
        else:
            prog_args.append(args[0])
            args = args[1:]
    return opts, prog_args


def _do_longs(opts, opt, longopts, args):
    if '=' in opt:
        i = opt.index('=')
        opt, optarg = opt[:i], opt[i + 1:]
    else:
        optarg = None
    has_arg, opt = _long_has_args(opt, longopts)
    if has_arg:
        if optarg is None:
            if not args:
                raise GetoptError('option --%s requires argument' % opt, opt)
            optarg, args = args[0], args[1:]
    elif optarg is not None:
        raise GetoptError('option --%s must not have an argument' % opt, opt)
    opts.append(('--' + opt, optarg or ''))
    return opts, args


def _long_has_args(opt, longopts):
    # (takes an argument, the full option name) for a long option or a unique prefix of one.
    possibilities = [o for o in longopts if o.startswith(opt)]
    if not possibilities:
        raise GetoptError('option --%s not recognized' % opt, opt)
    if opt in possibilities:
        return False, opt
    if opt + '=' in possibilities:
        return True, opt
    if len(possibilities) > 1:
        raise GetoptError('option --%s not a unique prefix' % opt, opt)
    unique_match = possibilities[0]
    has_arg = unique_match.endswith('=')
    if has_arg:
        unique_match = unique_match[:-1]
    return has_arg, unique_match


def _do_shorts(opts, optstring, shortopts, args):
    while optstring != '':
        opt, optstring = optstring[0], optstring[1:]
        if _short_has_arg(opt, shortopts):
            if optstring == '':
                if not args:
                    raise GetoptError('option -%s requires argument' % opt, opt)
                optstring, args = args[0], args[1:]
            optarg, optstring = optstring, ''
        else:
            optarg = ''
        opts.append(('-' + opt, optarg))
    return opts, args


def _short_has_arg(opt, shortopts):
    for i in range(len(shortopts)):
        if opt == shortopts[i] != ':':
            return shortopts.startswith(':', i + 1)
    raise GetoptError('option -%s not recognized' % opt, opt)
