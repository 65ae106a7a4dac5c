:- module(damas_console_process,
          [ console_isolation/1,        % -Isolation
            console_process_start/3,    % +Isolation, +Limits, -Process
            console_confined/5,         % +Isolation, +Limits, +Command, -Program, -Arguments
            console_child_environment/1, % -Environment
            console_isolation_works/1,  % +Isolation
            console_process_send/2,     % +Process, +Term
            console_process_receive/3,  % +Process, +Seconds, -Event
            console_process_stop/1      % +Process
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(http/json)).
:- use_module(input, [json_depth_within/2]).

/** <module> The web console's queries, each in a process of its own

Each query of the web console runs in a child process
(library(damas/web/console_child)) that the operating system confines,
so that whatever a query does (an escape from the sandbox, a crash of
SWI-Prolog, a loop that catches its own abort, atoms without end) ends
with that process, and the server and every other client go on:

  - its memory (address space), CPU time, file sizes and open files are
    bounded by rlimits (prlimit(1) of util-linux), and it runs at a
    lower priority (nice(1)) than the server;
  - with bubblewrap (bwrap(1), Debian's package `bubblewrap`), it also
    runs as user `nobody` in namespaces of its own: no network (not even
    the server's loopback), no other process, the file system read-only
    but for an empty /tmp, home folders and password files hidden, no
    capabilities; it dies with the server;
  - without bubblewrap but as root, unshare(1) and setpriv(1) of
    util-linux give it no network, no other process and user `nobody`;
  - otherwise, rlimits only.

console_isolation/1 says which of these this machine gives.

The parent reads what the child writes as lines of JSON within limits:
a line is at most 256 KB, nests at most 4 deep, and comes within the
time the caller gives; a child that says anything else, or nothing, is
killed.
*/

%!  console_isolation(-Isolation) is det.
%
%   Isolation is how the console's processes are confined here:
%   `bwrap`, `unshare` or `rlimits` (see the module's documentation),
%   the first of them whose trial run works (console_isolation_works/1).

console_isolation(Isolation) :-
    (   member(Isolation, [bwrap, unshare]),
        console_isolation_works(Isolation)
    ->  true
    ;   Isolation = rlimits
    ).

%!  console_isolation_works(+Isolation) is semidet.
%
%   A trial run confined as Isolation can read the child's program: the
%   tools are there and allowed (bubblewrap needs user namespaces,
%   unshare root), and user nobody can read the library (a checkout in
%   a folder of mode 0700 is unreadable to it without bubblewrap).

console_isolation_works(rlimits) :-
    !.
console_isolation_works(Isolation) :-
    (   Isolation == unshare
    ->  getuid_root,
        program(setpriv, _)
    ;   true
    ),
    child_script(Script),
    console_confined(Isolation, _{memory_mb: 256, cpu_seconds: 10},
                     ['/bin/sh', '-c', 'test -r "$0"', Script], Program, Arguments),
    catch(( process_create(Program, Arguments,
                           [stdin(null), stdout(null), stderr(null), process(Pid)]),
            process_wait(Pid, Status, [timeout(10)])
          ),
          _, fail),
    Status == exit(0).

program(Name, Path) :-
    absolute_file_name(path(Name), Path,
                       [access(execute), file_errors(fail)]).

getuid_root :-
    catch(setup_call_cleanup(open('/proc/self/status', read, In),
                             read_string(In, _, Status),
                             close(In)),
          _, fail),
    sub_string(Status, _, _, _, "\nUid:\t0\t").

%   The confinement of bubblewrap: a read-only root, an empty /tmp (the
%   process's working directory), /proc and /dev of its own, every
%   namespace of its own (network included), user nobody, no
%   capabilities, its own session (no terminal), killed with its parent.

bwrap_arguments(Arguments, Command) :-
    bwrap_arguments([], Arguments, Command).

%   The process is user nobody in a user namespace of its own, which
%   maps it to the server's user outside: so the folders of users, and
%   the files of passwords, are hidden as well.  The folders Readable
%   are bound read-only after those, so that the library or a variant
%   file in /tmp or a home folder is still read.

bwrap_arguments(Readable, Arguments, Command) :-
    foldl(read_only_bind, Readable, Binds, []),
    append([ [ '--ro-bind', '/', '/',
               '--tmpfs', '/tmp', '--tmpfs', '/var/tmp', '--tmpfs', '/run',
               '--tmpfs', '/root', '--tmpfs', '/home',
               '--ro-bind-try', '/dev/null', '/etc/shadow',
               '--ro-bind-try', '/dev/null', '/etc/gshadow'
             ],
             Binds,
             [ '--proc', '/proc', '--dev', '/dev',
               '--unshare-all', '--unshare-user', '--uid', '65534', '--gid', '65534',
               '--cap-drop', 'ALL', '--new-session', '--die-with-parent',
               '--chdir', '/tmp', '--'
             ],
             Command
           ],
           Arguments).

read_only_bind(Dir) -->
    [ '--ro-bind', Dir, Dir ].

%   unshare's --kill-child gives its child the parent-death signal, but
%   setpriv's change of user clears it, so that a stopped query's swipl
%   lived on (blocked, as user nobody); setpriv sets it again.

unshare_arguments(Arguments, Command) :-
    append([ [ '--net', '--ipc', '--uts', '--pid', '--fork', '--kill-child', '--',
               setpriv, '--reuid=65534', '--regid=65534', '--clear-groups',
               '--no-new-privs', '--pdeathsig=KILL', '--'
             ],
             Command
           ],
           Arguments).

%!  console_process_start(+Isolation, +Limits, -Process) is det.
%
%   Starts the child process of one query, confined as Isolation says,
%   and waits until it says it is ready.  Limits is a dict: `stack_mb`,
%   the Prolog stacks; `memory_mb`, the whole process's memory;
%   `cpu_seconds`, its CPU time in all.
%
%   @error resource_error(damas_console_process) if the child does not
%   start or does not say it is ready within 30 seconds.
%   Limits may also have `variant_files`, the files of the server's own
%   variants, which the child loads (and may read under bubblewrap).

console_process_start(Isolation, Limits, Process) :-
    child_command(Limits, Child),
    console_confined(Isolation, Limits, Child, Program, Arguments),
    console_child_environment(Environment),
    catch(process_create(Program, Arguments,
                         [ stdin(pipe(In)), stdout(pipe(Out)), stderr(null),
                           process(Pid), cwd('/tmp'), environment(Environment)
                         ]),
          Error,
          ( print_message(warning, Error),
            resource_error(damas_console_process)
          )),
    set_stream(In, encoding(utf8)),
    set_stream(Out, encoding(utf8)),
    Process = console_process(Pid, In, Out),
    (   catch(console_process_receive(Process, 30, Ready), _, fail),
        Ready.event == "ready"
    ->  true
    ;   console_process_stop(Process),
        resource_error(damas_console_process)
    ).

%!  console_confined(+Isolation, +Limits, +Command, -Program, -Arguments) is det.
%
%   Program and Arguments run Command (a list: a program and its
%   arguments) confined as Isolation says, within the rlimits of Limits
%   (see console_process_start/3).

console_confined(Isolation, Limits, Command, Program, Arguments) :-
    must_be(oneof([bwrap, unshare, rlimits]), Isolation),
    limited(Limits, Command, Limited),
    maplist(file_directory_name, Limits.get(variant_files, []), Dirs0),
    library_root(Root),
    sort([Root|Dirs0], Dirs),
    confined(Isolation, Dirs, Limited, Program, Arguments).

%   The folder of the library (prolog/, kb/, lib/): the child reads it,
%   even where it lies in /tmp (a fresh clone).

library_root(Root) :-
    module_property(damas_console_process, file(Here)),
    file_directory_name(Here, Web),
    atom_concat(Web, '/../../..', Root0),
    absolute_file_name(Root0, Root).

%!  console_child_environment(-Environment) is det.
%
%   Environment is what a child's environment changes of the server's,
%   as process_create/3's environment/1 takes it.  Under `make
%   sanitize` the server has AddressSanitizer preloaded, which cannot
%   start under an address-space limit: the child runs without it, on
%   the plain library.

console_child_environment(Environment) :-
    (   getenv('LD_PRELOAD', Preload),
        sub_atom(Preload, _, _, _, asan)
    ->  Environment = ['LD_PRELOAD'='', 'ASAN_OPTIONS'='', 'UBSAN_OPTIONS'='',
                       'DAMAS_FOREIGN_DIR'='']
    ;   Environment = []
    ).

child_command(Limits, [Swipl, StackOption, '--no-packs', '-q',
                       '-g', 'damas_console_child:console_child_main', '-t', 'halt(1)',
                       Script, '--'|Files]) :-
    current_prolog_flag(executable, Swipl),
    Files = Limits.get(variant_files, []),
    format(atom(StackOption), '--stack-limit=~wm', [Limits.stack_mb]),
    child_script(Script).

child_script(Script) :-
    module_property(damas_console_process, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, 'console_child.pl', Script).

%   prlimit: the address space (which bounds atoms, the C library's
%   memory and the stacks together), CPU seconds, no file above 1 MB,
%   no core file, few open files; and nice, so that a query that
%   computes yields the processor to the server's own requests.

limited(Limits, Child, Limited) :-
    rlimited(Limits, Child, Limited0),
    (   program(nice, Nice)
    ->  Limited = [Nice, '-n', '10'|Limited0]
    ;   Limited = Limited0
    ).

rlimited(Limits, Child, [Prlimit, AS, CPU, '--fsize=1048576', '--core=0', '--nofile=64', '--'|Child]) :-
    program(prlimit, Prlimit),
    !,
    Bytes is Limits.memory_mb * 1024 * 1024,
    format(atom(AS), '--as=~d', [Bytes]),
    format(atom(CPU), '--cpu=~d', [Limits.cpu_seconds]).
rlimited(_, Child, Child).

confined(bwrap, Readable, Command, Bwrap, Arguments) :-
    program(bwrap, Bwrap),
    bwrap_arguments(Readable, Arguments, Command).
confined(unshare, _, Command, Unshare, Arguments) :-
    program(unshare, Unshare),
    unshare_arguments(Arguments, Command).
confined(rlimits, _, [Program|Arguments], Program, Arguments).

%!  console_process_send(+Process, +Term) is det.
%
%   Writes Term to the child, as a term it reads.
%
%   @error io errors if the child is gone.

console_process_send(console_process(_, In, _), Term) :-
    write_canonical(In, Term),
    format(In, ".~n", []),
    flush_output(In).

%!  console_process_receive(+Process, +Seconds, -Event) is det.
%
%   Event is the next line the child writes, a JSON object as a dict
%   (strings as strings), if it comes within Seconds.
%
%   @error damas_console_process(timeout) if it does not;
%   damas_console_process(ended) if the child ended (its output ends);
%   damas_console_process(protocol) if it is not a line of JSON within
%   the limits, or more comes after it.

console_process_receive(console_process(_, _, Out), Seconds, Event) :-
    get_time(Now),
    Deadline is Now + Seconds,
    line_until(Out, Deadline, 262144, [], Codes),
    string_codes(Line, Codes),
    (   json_depth_within(Line, 4),
        catch(( open_string(Line, S),
                json_read_dict(S, Event0, [value_string_as(string)]),
                close(S)
              ), _, fail),
        is_dict(Event0),
        get_dict(event, Event0, Kind),
        string(Kind)
    ->  Event = Event0
    ;   throw(error(damas_console_process(protocol), _))
    ).

%   line_until(+Out, +Deadline, +Max, +Codes0, -Codes): the codes of one
%   line; the child must write nothing after it before it is asked.

line_until(Out, Deadline, Max, Codes0, Codes) :-
    get_time(Now),
    Left is Deadline - Now,
    (   Left > 0,
        wait_for_input([Out], [_], Left)
    ->  % read_pending_codes/3 returns nothing on a stream whose buffer
        % is empty: peek_code/2 fills it (or says the pipe ended).
        peek_code(Out, Next),
        (   Next == -1
        ->  throw(error(damas_console_process(ended), _))
        ;   read_pending_codes(Out, Chunk, []),
            append(Codes0, Chunk, Codes1),
            length(Codes1, Length),
            (   Length > Max
            ->  throw(error(damas_console_process(protocol), _))
            ;   append(Line, [0'\n|After], Codes1)
            ->  (   After == []
                ->  Codes = Line
                ;   throw(error(damas_console_process(protocol), _))
                )
            ;   line_until(Out, Deadline, Max, Codes1, Codes)
            )
        )
    ;   throw(error(damas_console_process(timeout), _))
    ).

%!  console_process_stop(+Process) is det.
%
%   Kills the child (it may be gone already), waits for it, and closes
%   the pipes.

console_process_stop(console_process(Pid, In, Out)) :-
    catch(process_kill(Pid, kill), _, true),
    catch(process_wait(Pid, _, [timeout(5)]), _, true),
    catch(close(In, [force(true)]), _, true),
    catch(close(Out, [force(true)]), _, true).
