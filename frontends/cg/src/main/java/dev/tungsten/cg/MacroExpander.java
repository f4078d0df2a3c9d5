package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/// Macro replacement (C99 §6.10.3) as a pull-based token stream: [#next()] returns the next
/// token after every expansion, reading its input from a [Source] (the files, a directive's line
/// or one macro argument).
///
/// The design is GCC's: a stack of contexts, one per macro expansion being rescanned, on top of
/// the source. A macro is [Macro#disabled] while its context is on the stack, and a name of a
/// disabled macro read in that time is "painted" (the preprocessor remembers that token
/// object) and never expands later, even when it ends up outside the context; this is §6.10.3.4's
/// rule that a macro is not replaced inside its own expansion. A context is popped, re-enabling
/// its macro, only when a read finds it exhausted, so looking for the `(` of a function-like
/// macro past the end of a context re-enables that context's macro, as in GCC (which makes
/// §6.10.3.5's `f(2)(9)` example give `2*9*g`).
///
/// Every token an expansion produces, from the replacement list or from an argument, carries the
/// offset and length of the outermost macro name at the expansion point (where `cpp` reports
/// them), so every span stays inside the file the macro was used in.
final class MacroExpander {
    /// Where unexpanded tokens come from. `null` means the end of the input.
    interface Source {
        PpToken next();

        /// The token [#next()] would return, without side effects; a source may return a token
        /// that is not `(` instead (the `#` of a directive it would otherwise run) or null.
        PpToken peek();

        /// The next token while collecting macro arguments: like [#next()], but never past the
        /// end of the current file.
        PpToken nextInArguments();
    }

    /// A source over a fixed list (a directive's line, one macro argument).
    static final class ListSource implements Source {
        private final List<PpToken> tokens;
        private int pos;

        ListSource(List<PpToken> tokens) {
            this.tokens = tokens;
        }

        public PpToken next() {
            return pos < tokens.size() ? tokens.get(pos++) : null;
        }

        public PpToken peek() {
            return pos < tokens.size() ? tokens.get(pos) : null;
        }

        public PpToken nextInArguments() {
            return next();
        }
    }

    /// One macro expansion being rescanned.
    private static final class Context {
        final List<PpToken> tokens;
        final Macro macro;
        final Context below;
        int pos;

        Context(List<PpToken> tokens, Macro macro, Context below) {
            this.tokens = tokens;
            this.macro = macro;
            this.below = below;
        }
    }

    /// Nesting of macro invocations inside arguments, each of which is expanded by a nested
    /// expander (a recursion on the Java stack).
    static final int MAX_ARGUMENT_NESTING = 200;
    /// Contexts on the stack: each active expansion disables its macro, so only a chain of
    /// distinct macros can grow it; this bounds the memory a hostile chain takes.
    static final int MAX_CONTEXTS = 10_000;

    /// An empty argument next to `##` (§6.10.3.3): removed after pasting.
    private static final PpToken PLACEMARKER = new PpToken(PpToken.Kind.OTHER, "", 0, 0, false, false);
    /// The variable arguments of an invocation that leaves them out (told apart from empty ones
    /// by identity, for `, ## __VA_ARGS__`).
    private static final List<PpToken> OMITTED = Collections.unmodifiableList(new ArrayList<>(0));

    private final Preprocessor pp;
    private final Source source;
    private final int nesting;
    private Context top;
    private int depth;
    /// Set while reading the operand of `defined` in `#if`.
    boolean preventExpansion;

    MacroExpander(Preprocessor pp, Source source, int nesting) {
        this.pp = pp;
        this.source = source;
        this.nesting = nesting;
    }

    /// The next token after macro replacement, or null at the end of the input (or once the
    /// preprocessor has stopped at a limit).
    PpToken next() {
        while (!pp.stopped) {
            PpToken t;
            if (top != null) {
                if (top.pos == top.tokens.size()) {
                    pop();
                    continue;
                }
                t = top.tokens.get(top.pos++);
            } else {
                t = source.next();
                if (t == null) {
                    return null;
                }
            }
            if (t.kind() != PpToken.Kind.IDENTIFIER || preventExpansion) {
                return t;
            }
            Macro m = pp.macros.get(t.text());
            if (m == null || pp.isPainted(t)) {
                return t;
            }
            if (m.disabled) {
                return pp.paint(t);
            }
            if (!expand(m, t)) {
                return t;
            }
        }
        return null;
    }

    private void pop() {
        if (top.macro != null) {
            top.macro.disabled = false;
        }
        top = top.below;
        depth--;
    }

    private void push(List<PpToken> tokens, Macro m) {
        top = new Context(tokens, m, top);
        depth++;
        if (m != null) {
            m.disabled = true;
        }
    }

    /// Starts the expansion of `m` named by `name`; false when it does not happen (a function-like
    /// macro without arguments, or an error, which is reported), and `name` stands for itself.
    private boolean expand(Macro m, PpToken name) {
        if (m.builtin != null) {
            push(List.of(pp.builtinValue(m.builtin, name)), null);
            return true;
        }
        List<List<PpToken>> args = null;
        if (m.functionLike) {
            if (!nextIsOpenParen()) {
                return false;
            }
            args = collectArguments(m, name);
            if (args == null) {
                return false;
            }
        }
        if (depth >= MAX_CONTEXTS || nesting >= MAX_ARGUMENT_NESTING) {
            pp.error(new PreprocessError.ExpansionTooDeep(name.span(), m.name,
                    depth >= MAX_CONTEXTS ? MAX_CONTEXTS : MAX_ARGUMENT_NESTING));
            pp.stopped = true;
            return false;
        }
        List<PpToken> out = substitute(m, name, args);
        pp.countWork(out.size(), name);
        push(out, m);
        return true;
    }

    /// Whether the next token is `(`, consuming it if so. Exhausted contexts are popped on the
    /// way (re-enabling their macros), as GCC does.
    private boolean nextIsOpenParen() {
        while (top != null && top.pos == top.tokens.size()) {
            pop();
        }
        if (top != null) {
            if (Macro.isPunct(top.tokens.get(top.pos), "(")) {
                top.pos++;
                return true;
            }
            return false;
        }
        PpToken t = source.peek();
        if (t != null && Macro.isPunct(t, "(")) {
            source.next();
            return true;
        }
        return false;
    }

    /// The next token without expansion, for argument collection; a name of a disabled macro is
    /// painted as it passes, as in [#next()].
    private PpToken nextRaw() {
        while (top != null && top.pos == top.tokens.size()) {
            pop();
        }
        PpToken t = top != null ? top.tokens.get(top.pos++) : source.nextInArguments();
        if (t != null && t.kind() == PpToken.Kind.IDENTIFIER) {
            Macro m = pp.macros.get(t.text());
            if (m != null && m.disabled && !pp.isPainted(t)) {
                return pp.paint(t);
            }
        }
        return t;
    }

    /// The arguments up to the matching `)` (§6.10.3 ¶10–12), or null after reporting an error.
    private List<List<PpToken>> collectArguments(Macro m, PpToken name) {
        List<List<PpToken>> args = new ArrayList<>();
        List<PpToken> current = new ArrayList<>();
        int parens = 0;
        while (true) {
            PpToken t = nextRaw();
            if (t == null) {
                if (!pp.stopped) {
                    pp.error(new PreprocessError.UnterminatedArguments(name.span(), m.name));
                }
                return null;
            }
            if (t.kind() == PpToken.Kind.PUNCTUATOR) {
                String s = t.text();
                if (s.equals("(")) {
                    parens++;
                } else if (s.equals(")")) {
                    if (parens == 0) {
                        args.add(current);
                        break;
                    }
                    parens--;
                } else if (s.equals(",") && parens == 0 && !(m.variadic && args.size() == m.params.length - 1)) {
                    args.add(current);
                    current = new ArrayList<>();
                    continue;
                }
            }
            current.add(t);
        }
        int expected = m.params.length;
        if (expected == 0 && args.size() == 1 && args.getFirst().isEmpty()) {
            return List.of();
        }
        if (m.variadic && args.size() == expected - 1) {
            // GNU: the variable arguments may be left out altogether (C2x allows it too).
            args.add(OMITTED);
        } else if (m.variadic && expected == 1 && args.getFirst().isEmpty()) {
            // GCC's rule for `, ## __VA_ARGS__`: `f()` of a macro with only `...` counts as omitted.
            args.set(0, OMITTED);
        }
        if (args.size() != expected) {
            pp.error(new PreprocessError.WrongArgumentCount(name.span(), m.name, expected, args.size(), m.variadic));
            return null;
        }
        return args;
    }

    /// The replacement list of `m` with its parameters replaced (§6.10.3.1–3), every token moved
    /// to the expansion point.
    private List<PpToken> substitute(Macro m, PpToken name, List<List<PpToken>> args) {
        PpToken[] body = m.body;
        List<PpToken> out = new ArrayList<>(body.length + 4);
        List<PpToken>[] expanded = null;
        boolean placemarkers = false;
        int offset = name.offset();
        int length = name.length();
        for (int i = 0; i < body.length; i++) {
            PpToken b = body[i];
            boolean space = i == 0 ? name.spaceBefore() : b.spaceBefore();
            int p = m.paramIndex[i];
            if (m.functionLike && Macro.isHash(b)) {
                out.add(stringize(args.get(m.paramIndex[++i]), offset, length, space));
                continue;
            }
            if (Macro.isPaste(b)) {
                i = paste(m, args, out, i, offset, length);
                continue;
            }
            if (p < 0) {
                out.add(moved(b, offset, length, space, i == 0 && name.lineStart()));
                continue;
            }
            List<PpToken> arg;
            if (i + 1 < body.length && Macro.isPaste(body[i + 1])) {
                arg = args.get(p);
                if (arg.isEmpty()) {
                    out.add(PLACEMARKER);
                    placemarkers = true;
                    continue;
                }
            } else {
                if (expanded == null) {
                    @SuppressWarnings("unchecked")
                    List<PpToken>[] cache = new List[args.size()];
                    expanded = cache;
                }
                if (expanded[p] == null) {
                    expanded[p] = expandArgument(args.get(p));
                }
                arg = expanded[p];
            }
            appendMoved(out, arg, offset, length, space);
        }
        if (placemarkers) {
            out.removeIf(t -> t == PLACEMARKER);
        }
        return out;
    }

    /// Handles the `##` at `body[i]`: pastes the last token of `out` with the first of the right
    /// operand and appends the rest; returns the index of the right operand's last body token.
    private int paste(Macro m, List<List<PpToken>> args, List<PpToken> out, int i, int offset, int length) {
        PpToken[] body = m.body;
        PpToken rightTok = body[i + 1];
        int p = m.paramIndex[i + 1];
        List<PpToken> right;
        int last = i + 1;
        if (p >= 0) {
            right = args.get(p);
            // GNU: `, ## __VA_ARGS__` drops the comma when the variable arguments are omitted
            // (not when they are present but empty) and otherwise pastes nothing.
            if (m.variadic && p == m.params.length - 1 && Macro.isPunct(body[i - 1], ",") && m.paramIndex[i - 1] < 0) {
                if (right == OMITTED) {
                    out.removeLast();
                } else {
                    appendMoved(out, right, offset, length, rightTok.spaceBefore());
                }
                return last;
            }
        } else if (m.functionLike && Macro.isHash(rightTok)) {
            right = List.of(stringize(args.get(m.paramIndex[i + 2]), offset, length, rightTok.spaceBefore()));
            last = i + 2;
        } else {
            right = List.of(rightTok);
        }
        if (right.isEmpty()) {
            return last;
        }
        PpToken left = out.isEmpty() ? PLACEMARKER : out.removeLast();
        PpToken r = right.getFirst();
        if (left == PLACEMARKER) {
            out.add(moved(r, offset, length, false, false));
        } else {
            PpToken pasted = pp.paste(left, r, offset, length);
            if (pasted == null) {
                out.add(left);
                out.add(moved(r, offset, length, r.spaceBefore(), false));
            } else {
                out.add(pasted);
            }
        }
        for (int k = 1; k < right.size(); k++) {
            out.add(moved(right.get(k), offset, length, right.get(k).spaceBefore(), false));
        }
        return last;
    }

    private List<PpToken> expandArgument(List<PpToken> arg) {
        if (arg.isEmpty()) {
            return arg;
        }
        MacroExpander sub = new MacroExpander(pp, new ListSource(arg), nesting + 1);
        List<PpToken> out = new ArrayList<>(arg.size());
        for (PpToken t; (t = sub.next()) != null; ) {
            out.add(t);
            pp.countWork(1, t);
        }
        return out;
    }

    private void appendMoved(List<PpToken> out, List<PpToken> tokens, int offset, int length, boolean firstSpace) {
        for (int k = 0; k < tokens.size(); k++) {
            PpToken t = tokens.get(k);
            out.add(moved(t, offset, length, k == 0 ? firstSpace : t.spaceBefore(), false));
        }
    }

    /// `t` at the expansion point; a painted token stays painted.
    private PpToken moved(PpToken t, int offset, int length, boolean space, boolean lineStart) {
        if (t.offset() == offset && t.length() == length && t.spaceBefore() == space && t.lineStart() == lineStart) {
            return t;
        }
        PpToken c = new PpToken(t.kind(), t.text(), offset, length, space, lineStart);
        return pp.isPainted(t) ? pp.paint(c) : c;
    }

    /// `#` (§6.10.3.2): the argument's spelling as a string literal, white space between tokens
    /// reduced to one space, `"` and `\` escaped inside string and character literals.
    private static PpToken stringize(List<PpToken> arg, int offset, int length, boolean space) {
        StringBuilder sb = new StringBuilder("\"");
        for (int k = 0; k < arg.size(); k++) {
            PpToken t = arg.get(k);
            if (k > 0 && (t.spaceBefore() || t.lineStart())) {
                sb.append(' ');
            }
            if (t.kind() == PpToken.Kind.STRING || t.kind() == PpToken.Kind.CHARACTER) {
                for (int j = 0; j < t.text().length(); j++) {
                    char c = t.text().charAt(j);
                    if (c == '"' || c == '\\') {
                        sb.append('\\');
                    }
                    sb.append(c);
                }
            } else {
                sb.append(t.text());
            }
        }
        return new PpToken(PpToken.Kind.STRING, sb.append('"').toString(), offset, length, space, false);
    }
}
