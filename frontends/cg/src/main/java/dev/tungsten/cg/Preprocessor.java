package dev.tungsten.cg;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.tungsten.ir.SourceFile;
import dev.tungsten.ir.Span;

/// The Cg preprocessor: C99 §6.10 as the Cg 3.1 specification adopts it ("the full ANSI C
/// standard preprocessor"), with GCC's choices where C leaves one open, so that the token texts
/// it produces equal those of `cpp -P -undef` (the corpus test checks every dev corpus file).
///
/// [#run] reads the main file and every file it includes into the caller's [SourceSet], so each
/// token's offset names its file; macro replacement is [MacroExpander]'s, `#if` arithmetic
/// [PpExpression]'s, `#pragma`s are captured as [Pragma]s instead of being emitted. Every
/// problem becomes a [PreprocessError] with a span and preprocessing goes on where it can; the
/// preprocessor never throws. Limits keep every input finite: [#MAX_OUTPUT_TOKENS] output
/// tokens, [#MAX_WORK] tokens produced by expansions, [#MAX_INCLUDE_DEPTH] nested includes,
/// the expander's nesting limits and [CgError#LIMIT] errors, each a located error that stops
/// the run.
///
/// `#line` changes only what `__LINE__` and `__FILE__` expand to: diagnostics keep pointing at
/// the physical file and line (the [SourceSet]'s), which is where a user of this compiler edits.
public final class Preprocessor {
    public static final int MAX_OUTPUT_TOKENS = 4_000_000;
    /// Tokens produced by substitutions and argument pre-expansion, counted as they are made so
    /// that an exponential macro stops early, also one that is expanded but never output. The
    /// largest corpus shader makes under 3·10^4.
    public static final long MAX_WORK = 4_000_000;
    public static final int MAX_INCLUDE_DEPTH = 200;

    /// Reads an included file: its text, or null when there is none at `path` (a normalized
    /// path: the including file's directory or an `-I` directory resolved against the name).
    @FunctionalInterface
    public interface IncludeLoader {
        String load(Path path);

        /// Reads regular files as UTF-8, falling back to ISO-8859-1 for text that is not UTF-8.
        IncludeLoader FILE_SYSTEM = Preprocessor::readFile;
    }

    /// `includeDirs` are searched in order after the including file's directory (`-I`);
    /// `defines` are `-D NAME=VALUE` (a null value means `1`; NAME may be `F(x)`), defined in
    /// the map's order; a null list, map or loader means none, none and the file system.
    public record Options(List<Path> includeDirs, Map<String, String> defines, IncludeLoader loader) {
        public Options {
            includeDirs = includeDirs == null ? List.of() : List.copyOf(includeDirs);
            defines = defines == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(defines));
            loader = loader == null ? IncludeLoader.FILE_SYSTEM : loader;
        }

        public static Options defaults() {
            return new Options(List.of(), Map.of(), IncludeLoader.FILE_SYSTEM);
        }
    }

    /// The tokens to parse, the pragmas met on the way (in order), and every error; `#warning`
    /// is among the errors with a warning [severity][dev.tungsten.ir.Diagnostic#severity()].
    public record Result(List<PpToken> tokens, List<Pragma> pragmas, List<PreprocessError> errors) {
        /// Whether an error (not only a `#warning`) was reported.
        public boolean hasErrors() {
            return errors.stream().anyMatch(e -> e.diagnostic().isError());
        }

        /// The well-formed `#pragma parameter`s, in order.
        public List<Pragma.Parameter> parameters() {
            return pragmas.stream().map(Pragma::parameter).filter(p -> p != null).toList();
        }
    }

    /// One open file: its tokens, where reading is, and its conditional stack (§6.10.1 groups
    /// must balance within a file).
    private static final class Frame {
        final Path path;
        final SourceFile file;
        final int base;
        final List<PpToken> tokens;
        final List<PreprocessError> lexErrors;
        final List<Cond> conds = new ArrayList<>();
        /// Pairs of global offsets `[start, end)` of skipped groups, where an unterminated
        /// literal is no error (C99 §6.10 ¶4 only asks skipped lines to be tokenizable, GCC
        /// does not complain).
        final List<int[]> skipped = new ArrayList<>();
        int pos;
        int lineDelta;
        String presumedName;

        Frame(Path path, SourceFile file, int base, List<PpToken> tokens, List<PreprocessError> lexErrors) {
            this.path = path;
            this.file = file;
            this.base = base;
            this.tokens = tokens;
            this.lexErrors = lexErrors;
            this.presumedName = file.name();
        }
    }

    /// An open `#if` group: `taken` once one of its branches was included.
    private static final class Cond {
        final Span span;
        final String directive;
        boolean taken;
        boolean sawElse;

        Cond(Span span, String directive, boolean taken) {
            this.span = span;
            this.directive = directive;
            this.taken = taken;
        }
    }

    private static final String ABSENT = new String("absent");

    final Map<String, Macro> macros = new HashMap<>();
    /// Tokens that must never expand (GCC's `NO_EXPAND`), by identity: see [MacroExpander].
    private final Set<PpToken> painted = Collections.newSetFromMap(new IdentityHashMap<>());
    /// Set once a limit is hit: every reader then ends.
    boolean stopped;
    private long work;
    private final int maxOutput;
    private final long maxWork;
    private final SourceSet sources;
    private final Options options;
    private final List<PreprocessError> errors = new ArrayList<>();
    private int errorCount;
    private final List<Pragma> pragmas = new ArrayList<>();
    private final List<Frame> frames = new ArrayList<>();
    private final Map<Path, String> loaded = new HashMap<>();
    private final Set<Path> onceOnly = new HashSet<>();
    private final FileSource files = new FileSource();

    private Preprocessor(SourceSet sources, Options options, int maxOutput, long maxWork) {
        this.sources = sources;
        this.options = options;
        this.maxOutput = maxOutput;
        this.maxWork = maxWork;
    }

    /// Preprocesses `text`, the main file named `fileName` (a path: quoted includes are looked
    /// up next to it), adding it and every file it includes to `sources`.
    public static Result run(SourceSet sources, String fileName, String text, Options options) {
        return new Preprocessor(sources, options, MAX_OUTPUT_TOKENS, MAX_WORK).process(fileName, text);
    }

    /// [#run] with other limits, so tests reach them without producing millions of tokens.
    static Result run(SourceSet sources, String fileName, String text, Options options, int maxOutput, long maxWork) {
        return new Preprocessor(sources, options, maxOutput, maxWork).process(fileName, text);
    }

    private Result process(String fileName, String text) {
        macros.put("__LINE__", Macro.builtin("__LINE__", Macro.Builtin.LINE));
        macros.put("__FILE__", Macro.builtin("__FILE__", Macro.Builtin.FILE));
        for (Map.Entry<String, String> d : options.defines().entrySet()) {
            defineFromOption(d.getKey(), d.getValue() == null ? "1" : d.getValue());
        }
        SourceFile main = new SourceFile(fileName, text);
        int base = sources.add(main, -1);
        open(pathOf(fileName), main, base);
        MacroExpander expander = new MacroExpander(this, files, 0);
        List<PpToken> out = new ArrayList<>(text.length() / 4 + 16);
        for (PpToken t; (t = expander.next()) != null; ) {
            // A token that reaches the output is never rescanned: forgetting its paint keeps the
            // set (an identity map every macro name is looked up in) as small as what is in flight.
            if (!painted.isEmpty()) {
                painted.remove(t);
            }
            if (t.kind() == PpToken.Kind.IDENTIFIER && t.text().equals("_Pragma")) {
                pragmaOperator(t, expander);
                continue;
            }
            if (out.size() >= maxOutput) {
                error(new PreprocessError.TooManyTokens(t.span(), maxOutput));
                stopped = true;
                break;
            }
            out.add(t);
        }
        while (!frames.isEmpty()) {
            close();
        }
        return new Result(Collections.unmodifiableList(out), List.copyOf(pragmas), List.copyOf(errors));
    }

    private static Path pathOf(String name) {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /// `-D NAME=VALUE` is `#define NAME VALUE`; its tokens have no place in any file.
    private void defineFromOption(String name, String value) {
        List<PpToken> line = new ArrayList<>();
        line.add(new PpToken(PpToken.Kind.IDENTIFIER, "define", -1, 0, false, true));
        for (PpToken t : PpLexer.tokenize(name + " " + value, 0, new ArrayList<>())) {
            line.add(new PpToken(t.kind(), t.text(), -1, 0, t.spaceBefore(), false));
        }
        Macro m = Macro.define(line, Span.UNDEFINED, errors);
        if (m != null) {
            macros.put(m.name, m);
        }
    }

    // ------------------------------------------------------------------ services for the expander

    /// Records `e`; the [CgError#LIMIT]-th error (a `#warning` does not count) also stops the run,
    /// and nothing is recorded after it.
    void error(PreprocessError e) {
        if (errorCount >= CgError.LIMIT) {
            return;
        }
        errors.add(e);
        if (e.diagnostic().isError() && ++errorCount == CgError.LIMIT) {
            errors.add(new PreprocessError.TooManyErrors(e.span(), CgError.LIMIT));
            stopped = true;
        }
    }

    boolean isPainted(PpToken t) {
        return !painted.isEmpty() && painted.contains(t);
    }

    /// A copy of `t` that never expands.
    PpToken paint(PpToken t) {
        PpToken c = new PpToken(t.kind(), t.text(), t.offset(), t.length(), t.spaceBefore(), t.lineStart());
        painted.add(c);
        return c;
    }

    void countWork(int tokens, PpToken at) {
        work += tokens;
        if (work > maxWork && !stopped) {
            error(new PreprocessError.TooManyTokens(at.span(), maxWork));
            stopped = true;
        }
    }

    /// `__LINE__` (the presumed line of the expansion point) or `__FILE__` (the presumed name).
    PpToken builtinValue(Macro.Builtin b, PpToken name) {
        Frame f = frames.isEmpty() ? null : frames.getLast();
        String text = switch (b) {
            case LINE -> Integer.toString(f == null ? 0 : f.file.locate(name.offset() - f.base).line() + f.lineDelta);
            case FILE -> quote(f == null ? sources.main().name() : f.presumedName);
        };
        PpToken.Kind kind = b == Macro.Builtin.LINE ? PpToken.Kind.NUMBER : PpToken.Kind.STRING;
        return new PpToken(kind, text, name.offset(), name.length(), name.spaceBefore(), name.lineStart());
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /// `##` (§6.10.3.3): the token `left` and `right` spell together, or null after reporting
    /// that they spell no single token.
    PpToken paste(PpToken left, PpToken right, int offset, int length) {
        String text = left.text() + right.text();
        List<PpToken> lexed = PpLexer.tokenize(text, 0, new ArrayList<>());
        if (lexed.size() != 1 || !lexed.getFirst().text().equals(text)) {
            error(new PreprocessError.InvalidPaste(new Span(offset, offset + length), left.text(), right.text()));
            return null;
        }
        return new PpToken(lexed.getFirst().kind(), text, offset, length, left.spaceBefore(), false);
    }

    // ------------------------------------------------------------------ files

    private void open(Path path, SourceFile file, int base) {
        List<PreprocessError> lexErrors = new ArrayList<>();
        List<PpToken> tokens = PpLexer.tokenize(file.text(), base, lexErrors);
        frames.add(new Frame(path, file, base, tokens, lexErrors));
    }

    /// Ends the innermost file: its open conditionals are errors at their `#if`, and its
    /// lexical errors are reported unless they lie in a skipped group.
    private void close() {
        Frame f = frames.removeLast();
        if (stopped) {
            return;
        }
        for (Cond c : f.conds) {
            error(new PreprocessError.UnterminatedConditional(c.span, c.directive));
        }
        for (PreprocessError e : f.lexErrors) {
            if (!(e instanceof PreprocessError.UnterminatedLiteral) || !skipped(f, e.span().start())) {
                error(e);
            }
        }
    }

    private static boolean skipped(Frame f, int offset) {
        for (int[] r : f.skipped) {
            if (offset >= r[0] && offset < r[1]) {
                return true;
            }
        }
        return false;
    }

    /// The bottom of the expander: the open files' tokens, with directives run and skipped
    /// groups left out as they are met.
    private final class FileSource implements MacroExpander.Source {
        public PpToken next() {
            return read(false);
        }

        public PpToken nextInArguments() {
            return read(true);
        }

        private PpToken read(boolean inArguments) {
            while (!stopped && !frames.isEmpty()) {
                Frame f = frames.getLast();
                if (f.pos >= f.tokens.size()) {
                    if (inArguments) {
                        return null;
                    }
                    close();
                    continue;
                }
                PpToken t = f.tokens.get(f.pos);
                if (t.lineStart() && Macro.isHash(t)) {
                    directive(f);
                    continue;
                }
                f.pos++;
                return t;
            }
            return null;
        }

        public PpToken peek() {
            if (frames.isEmpty()) {
                return null;
            }
            Frame f = frames.getLast();
            return f.pos < f.tokens.size() ? f.tokens.get(f.pos) : null;
        }
    }

    // ------------------------------------------------------------------ directives

    private static int lineEnd(List<PpToken> tokens, int from) {
        int i = from;
        while (i < tokens.size() && !tokens.get(i).lineStart()) {
            i++;
        }
        return i;
    }

    private static Span spanOf(PpToken hash, List<PpToken> line) {
        PpToken last = line.isEmpty() ? hash : line.getLast();
        return new Span(hash.offset(), Math.max(hash.offset() + hash.length(), last.offset() + last.length()));
    }

    /// Runs the directive whose `#` is at `f.pos` (§6.10 ¶1) and moves past its line.
    private void directive(Frame f) {
        PpToken hash = f.tokens.get(f.pos);
        int end = lineEnd(f.tokens, f.pos + 1);
        List<PpToken> line = f.tokens.subList(f.pos + 1, end);
        f.pos = end;
        if (line.isEmpty()) {
            return;
        }
        PpToken name = line.getFirst();
        Span span = spanOf(hash, line);
        if (name.kind() == PpToken.Kind.NUMBER) {
            // GCC's line marker `# 33 "file"`, the form its own output uses.
            lineDirective(f, hash, span, line, false);
            return;
        }
        String d = name.kind() == PpToken.Kind.IDENTIFIER ? name.text() : "";
        switch (d) {
            case "define" -> {
                Macro m = Macro.define(line, span, errors);
                if (m != null) {
                    // A differing redefinition is accepted and replaces the old one, as GCC does.
                    macros.put(m.name, m);
                }
            }
            case "undef" -> {
                if (line.size() < 2) {
                    error(new PreprocessError.BadMacroName(span, d, null));
                } else if (Macro.checkName(line.get(1), d, errors)) {
                    macros.remove(line.get(1).text());
                }
            }
            case "include" -> include(f, hash, line, span);
            case "if" -> conditional(f, span, d, evaluate(line, span));
            case "ifdef", "ifndef" -> {
                boolean value = false;
                if (line.size() < 2) {
                    error(new PreprocessError.BadMacroName(span, d, null));
                } else if (Macro.checkName(line.get(1), d, errors)) {
                    value = macros.containsKey(line.get(1).text()) == d.equals("ifdef");
                }
                conditional(f, span, d, value);
            }
            case "elif", "else" -> {
                if (f.conds.isEmpty()) {
                    error(new PreprocessError.UnbalancedConditional(span, d));
                    return;
                }
                Cond c = f.conds.getLast();
                if (c.sawElse) {
                    error(new PreprocessError.ElseAfterElse(span, d));
                }
                c.sawElse |= d.equals("else");
                skipGroup(f);
            }
            case "endif" -> {
                if (f.conds.isEmpty()) {
                    error(new PreprocessError.UnbalancedConditional(span, d));
                } else {
                    f.conds.removeLast();
                }
            }
            case "line" -> lineDirective(f, hash, span, expand(line.subList(1, line.size())), true);
            case "error" -> error(new PreprocessError.ErrorDirective(span, spelling(line)));
            case "warning" -> error(new PreprocessError.WarningDirective(span, spelling(line)));
            case "pragma" -> pragma(f, hash.offset(), line.subList(1, line.size()));
            default -> error(new PreprocessError.UnknownDirective(name.span(), name.text()));
        }
    }

    /// The text after the directive name, tokens separated as they were (for `#error`).
    private static String spelling(List<PpToken> line) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i < line.size(); i++) {
            if (i > 1 && line.get(i).spaceBefore()) {
                sb.append(' ');
            }
            sb.append(line.get(i).text());
        }
        return sb.toString();
    }

    private List<PpToken> expand(List<PpToken> tokens) {
        MacroExpander ex = new MacroExpander(this, new MacroExpander.ListSource(tokens), 0);
        List<PpToken> out = new ArrayList<>();
        for (PpToken t; (t = ex.next()) != null; ) {
            out.add(t);
        }
        return out;
    }

    private boolean evaluate(List<PpToken> line, Span span) {
        MacroExpander ex = new MacroExpander(this, new MacroExpander.ListSource(line.subList(1, line.size())), 0);
        return PpExpression.evaluate(this, ex, line.getFirst().text(), span);
    }

    private void conditional(Frame f, Span span, String directive, boolean value) {
        f.conds.add(new Cond(span, directive, value));
        if (!value) {
            skipGroup(f);
        }
    }

    /// Skips lines from `f.pos` up to the `#elif` that is true, the `#else` or the `#endif` that
    /// ends the group (§6.10.1 ¶6), counting nested conditionals, which are not evaluated.
    private void skipGroup(Frame f) {
        List<PpToken> tokens = f.tokens;
        Cond c = f.conds.getLast();
        int start = f.pos < tokens.size() ? tokens.get(f.pos).offset() : f.base + f.file.text().length();
        int depth = 0;
        int i = f.pos;
        while (i < tokens.size()) {
            PpToken t = tokens.get(i);
            if (!t.lineStart() || !Macro.isHash(t)) {
                i++;
                continue;
            }
            int end = lineEnd(tokens, i + 1);
            String d = i + 1 < end && tokens.get(i + 1).kind() == PpToken.Kind.IDENTIFIER ? tokens.get(i + 1).text() : "";
            boolean resume = false;
            switch (d) {
                case "if", "ifdef", "ifndef" -> depth++;
                case "endif" -> {
                    if (depth-- == 0) {
                        f.conds.removeLast();
                        resume = true;
                    }
                }
                case "else", "elif" -> {
                    if (depth == 0) {
                        List<PpToken> line = tokens.subList(i + 1, end);
                        if (c.sawElse) {
                            error(new PreprocessError.ElseAfterElse(spanOf(t, line), d));
                        } else if (d.equals("else")) {
                            c.sawElse = true;
                            resume = !c.taken;
                        } else if (!c.taken) {
                            resume = evaluate(line, spanOf(t, line));
                        }
                        c.taken |= resume;
                    }
                }
                default -> { }
            }
            if (resume) {
                f.skipped.add(new int[] {start, t.offset()});
                f.pos = end;
                return;
            }
            i = end;
        }
        f.skipped.add(new int[] {start, Integer.MAX_VALUE});
        f.pos = tokens.size();
    }

    /// `# line digit-sequence "s-char-sequence"?` (§6.10.4), after macro replacement for `#line`.
    private void lineDirective(Frame f, PpToken hash, Span span, List<PpToken> operand, boolean named) {
        String what = named ? "#line" : "line marker";
        if (operand.isEmpty() || operand.getFirst().kind() != PpToken.Kind.NUMBER
                || !operand.getFirst().text().chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            error(new PreprocessError.BadLineDirective(operand.isEmpty() ? span : operand.getFirst().span(),
                    operand.isEmpty() ? "end of line" : operand.getFirst().text(), "expected a line number"));
            return;
        }
        String digits = operand.getFirst().text();
        long n = digits.length() > 10 ? Long.MAX_VALUE : Long.parseLong(digits);
        if (n > Integer.MAX_VALUE) {
            error(new PreprocessError.BadLineDirective(operand.getFirst().span(), digits, "line number out of range"));
            return;
        }
        if (operand.size() > 1) {
            PpToken s = operand.get(1);
            if (s.kind() != PpToken.Kind.STRING || !s.text().startsWith("\"")) {
                error(new PreprocessError.BadLineDirective(s.span(), s.text(), "expected a file name string after " + what));
                return;
            }
            f.presumedName = unquote(s.text());
        }
        int lastEnd = operand.getLast().offset() + operand.getLast().length() - 1;
        int nextLine = f.file.locate(Math.max(lastEnd, hash.offset()) - f.base).line() + 1;
        f.lineDelta = (int) n - nextLine;
    }

    /// The contents of a string literal with its escapes `\"` and `\\` undone.
    private static String unquote(String literal) {
        String s = literal.substring(literal.indexOf('"') + 1, literal.length() - 1);
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                c = s.charAt(++i);
            }
            sb.append(c);
        }
        return sb.toString();
    }

    private void pragma(Frame f, int offset, List<PpToken> operand) {
        String name = operand.isEmpty() ? "" : operand.getFirst().text();
        Pragma p = new Pragma(name, operand.isEmpty() ? List.of() : operand.subList(1, operand.size()), offset);
        pragmas.add(p);
        PreprocessError e = p.check();
        if (e != null) {
            error(e);
        }
        if (name.equals("once") && f.path != null) {
            onceOnly.add(f.path.toAbsolutePath().normalize());
        }
    }

    /// `_Pragma ( string-literal )` (§6.10.9): the string, destringized, is a `#pragma` line.
    private void pragmaOperator(PpToken op, MacroExpander in) {
        PpToken open = in.next();
        PpToken s = open != null && Macro.isPunct(open, "(") ? in.next() : null;
        PpToken close = s != null && s.kind() == PpToken.Kind.STRING ? in.next() : null;
        if (close == null || !Macro.isPunct(close, ")")) {
            error(new PreprocessError.BadPragma(op.span(), "_Pragma", "expected a parenthesized string literal"));
            return;
        }
        List<PpToken> tokens = new ArrayList<>();
        for (PpToken t : PpLexer.tokenize(unquote(s.text()), 0, new ArrayList<>())) {
            tokens.add(new PpToken(t.kind(), t.text(), s.offset(), s.length(), t.spaceBefore(), false));
        }
        pragma(frames.isEmpty() ? null : frames.getLast(), op.offset(), tokens);
    }

    /// `# include "q-char-sequence"`, `# include <h-char-sequence>` or `# include pp-tokens`
    /// (§6.10.2): a quoted name is searched next to the including file, then in the `-I`
    /// directories; an angled one only in the `-I` directories.
    private void include(Frame f, PpToken hash, List<PpToken> line, Span span) {
        List<PpToken> operand = line.subList(1, line.size());
        if (!operand.isEmpty() && !isQuoted(operand.getFirst()) && !Macro.isPunct(operand.getFirst(), "<")) {
            operand = expand(operand);
        }
        if (operand.isEmpty()) {
            error(new PreprocessError.BadInclude(span, "end of line"));
            return;
        }
        PpToken first = operand.getFirst();
        String name;
        boolean angled = false;
        int closeAngle = 0;
        if (isQuoted(first)) {
            name = first.text().substring(1, first.text().length() - 1);
        } else if (Macro.isPunct(first, "<")) {
            StringBuilder sb = new StringBuilder();
            int i = 1;
            while (i < operand.size() && !Macro.isPunct(operand.get(i), ">")) {
                if (i > 1 && operand.get(i).spaceBefore()) {
                    sb.append(' ');
                }
                sb.append(operand.get(i++).text());
            }
            if (i == operand.size()) {
                error(new PreprocessError.BadInclude(first.span(), "< without its closing >"));
                return;
            }
            name = sb.toString();
            angled = true;
            closeAngle = i;
        } else {
            error(new PreprocessError.BadInclude(first.span(), "\"" + first.text() + "\""));
            return;
        }
        if (name.isEmpty()) {
            error(new PreprocessError.BadInclude(first.span(), "an empty file name"));
            return;
        }
        if (frames.size() >= MAX_INCLUDE_DEPTH) {
            error(new PreprocessError.IncludeTooDeep(span, name, MAX_INCLUDE_DEPTH));
            // Stop here: a file that includes itself twice would otherwise be read 2^200 times.
            stopped = true;
            return;
        }
        Path found = resolve(f, name, angled);
        if (found == null) {
            // An angled name is several tokens: mark them all, up to the `>`.
            Span where = angled ? first.span().join(operand.get(closeAngle).span()) : first.span();
            error(new PreprocessError.IncludeNotFound(where, name));
            return;
        }
        if (onceOnly.contains(found.toAbsolutePath().normalize())) {
            return;
        }
        SourceFile file = new SourceFile(found.toString(), loaded.get(found));
        open(found, file, sources.add(file, hash.offset()));
    }

    private static boolean isQuoted(PpToken t) {
        return t.kind() == PpToken.Kind.STRING && t.text().startsWith("\"");
    }

    private Path resolve(Frame f, String name, boolean angled) {
        List<Path> dirs = new ArrayList<>(options.includeDirs().size() + 1);
        if (!angled) {
            Path dir = f.path == null ? null : f.path.getParent();
            dirs.add(dir == null ? Path.of("") : dir);
        }
        dirs.addAll(options.includeDirs());
        for (Path dir : dirs) {
            Path candidate;
            try {
                candidate = dir.resolve(name).normalize();
            } catch (InvalidPathException e) {
                return null;
            }
            if (load(candidate) != null) {
                return candidate;
            }
        }
        return null;
    }

    private String load(Path p) {
        String text = loaded.get(p);
        if (text == null) {
            try {
                text = options.loader().load(p);
            } catch (RuntimeException e) {
                text = null;
            }
            loaded.put(p, text == null ? ABSENT : text);
        }
        return text == ABSENT ? null : text;
    }

    private static String readFile(Path p) {
        try {
            if (!Files.isRegularFile(p)) {
                return null;
            }
            byte[] bytes = Files.readAllBytes(p);
            try {
                return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                return new String(bytes, StandardCharsets.ISO_8859_1);
            }
        } catch (IOException | SecurityException e) {
            return null;
        }
    }
}
