package dev.tungsten.gl.glsl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;

/// What the translator needs to know about a shader before writing any GLSL: the declared and
/// used registers of each file, which files are addressed indirectly, and the shape of the program
/// (where `main` ends, which instructions form each subroutine, which subroutine calls which).
///
/// The scan also checks that control flow nests properly, because GLSL can only express
/// structured control flow; a stray ENDIF or an unterminated loop is reported here with the
/// instruction's location instead of surfacing as a GLSL compile error.
final class ShaderScan {
    final TgsiShader shader;
    /// Declarations of each file, in stream order.
    final Map<RegisterFile, List<Declaration>> declarations = new EnumMap<>(RegisterFile.class);
    /// One more than the highest index declared or used in each file (per constant buffer for CONST).
    final Map<RegisterFile, Integer> sizes = new EnumMap<>(RegisterFile.class);
    /// Constant buffer (dimension) -> number of vec4 slots.
    final Map<Integer, Integer> constantBuffers = new TreeMap<>();
    /// Files read or written with an indirect index.
    final Set<RegisterFile> indirectFiles = EnumSet.noneOf(RegisterFile.class);
    /// Index of the END that closes main (or the instruction count when there is none).
    int mainEnd;
    /// BGNSUB instruction index -> ENDSUB instruction index.
    final Map<Integer, Integer> subroutines = new TreeMap<>();
    /// Subroutine (BGNSUB index) -> subroutines it calls; -1 stands for main.
    final Map<Integer, Set<Integer>> calls = new HashMap<>();
    /// SWITCH instruction index -> the indices of its own CASE instructions (not nested switches').
    final Map<Integer, List<Integer>> switchCases = new HashMap<>();
    /// Block serial of each instruction: instructions share one when they lie in the same block
    /// (between the same two control-flow boundaries); a block's closing instruction belongs to it.
    private int[] blocks;
    /// Highest vertex count of 2-D inputs (geometry shaders), 0 when inputs are 1-D.
    int inputVertices;

    private ShaderScan(TgsiShader shader) {
        this.shader = shader;
    }

    static ShaderScan of(TgsiShader shader) {
        ShaderScan s = new ShaderScan(shader);
        s.scanDeclarations();
        s.scanInstructions();
        s.scanStructure();
        return s;
    }

    List<Declaration> declared(RegisterFile file) {
        return declarations.getOrDefault(file, List.of());
    }

    /// The declaration covering `file[index]`, or null.
    Declaration declarationOf(RegisterFile file, int index) {
        for (Declaration d : declared(file)) {
            if (index >= d.first() && index <= d.last()) {
                return d;
            }
        }
        return null;
    }

    int size(RegisterFile file) {
        return sizes.getOrDefault(file, 0);
    }

    private void grow(RegisterFile file, int size) {
        sizes.merge(file, size, Math::max);
    }

    private void scanDeclarations() {
        for (Declaration d : shader.declarations()) {
            declarations.computeIfAbsent(d.file(), f -> new ArrayList<>()).add(d);
            if (d.file() == RegisterFile.CONSTANT) {
                int buffer = d.hasDimension() ? d.dimension() : 0;
                constantBuffers.merge(buffer, d.last() + 1, Math::max);
            } else {
                grow(d.file(), d.last() + 1);
            }
        }
        grow(RegisterFile.IMMEDIATE, shader.immediates().size());
    }

    private void scanInstructions() {
        List<Instruction> insts = shader.instructions();
        for (int pc = 0; pc < insts.size(); pc++) {
            Instruction in = insts.get(pc);
            for (DstRegister d : in.dst()) {
                use(d.file(), d.index(), d.indirect() != null, d.dimension() == null ? -1 : d.dimension().index(), pc);
                if (d.indirect() != null) {
                    grow(d.indirect().file(), d.indirect().index() + 1);
                }
            }
            for (SrcRegister s : in.src()) {
                use(s.file(), s.index(), s.indirect() != null, s.dimension() == null ? -1 : s.dimension().index(), pc);
                if (s.indirect() != null) {
                    grow(s.indirect().file(), s.indirect().index() + 1);
                }
                if (s.dimension() != null && s.dimension().indirect() != null) {
                    grow(s.dimension().indirect().file(), s.dimension().indirect().index() + 1);
                    if (s.file() == RegisterFile.INPUT) {
                        indirectFiles.add(RegisterFile.INPUT);
                    }
                }
            }
        }
    }

    private void use(RegisterFile file, int index, boolean indirect, int dimension, int pc) {
        if (indirect) {
            indirectFiles.add(file);
        }
        if (file == RegisterFile.CONSTANT) {
            int buffer = Math.max(dimension, 0);
            if (!indirect) {
                constantBuffers.merge(buffer, index + 1, Math::max);
            } else {
                constantBuffers.merge(buffer, 1, Math::max);
            }
        } else if (file == RegisterFile.INPUT && dimension >= 0) {
            inputVertices = Math.max(inputVertices, dimension + 1);
            if (!indirect) {
                grow(file, index + 1);
            }
        } else if (!indirect && index >= 0) {
            grow(file, index + 1);
        }
    }

    /// Finds main's END and the subroutines, checks nesting, and builds the call graph.
    private void scanStructure() {
        List<Instruction> insts = shader.instructions();
        mainEnd = insts.size();
        Deque<TgsiOpcode> open = new ArrayDeque<>();
        Deque<Integer> openSwitches = new ArrayDeque<>();
        int currentSub = -1;
        boolean mainClosed = false;
        calls.put(-1, new HashSet<>());
        blocks = new int[insts.size()];
        Deque<Integer> blockStack = new ArrayDeque<>();
        int serial = 0;
        int block = 0;
        for (int pc = 0; pc < insts.size(); pc++) {
            TgsiOpcode op = insts.get(pc).opcode();
            switch (op) {
                case IF, UIF, IFC, BGNLOOP, SWITCH, BGNSUB -> {
                    blocks[pc] = block;
                    blockStack.push(block);
                    block = ++serial;
                }
                case ELSE, CASE, DEFAULT -> {
                    blocks[pc] = block;
                    block = ++serial;
                }
                case ENDIF, ENDLOOP, ENDSWITCH, ENDSUB -> {
                    blocks[pc] = block;
                    block = blockStack.isEmpty() ? ++serial : blockStack.pop();
                }
                default -> blocks[pc] = block;
            }
            switch (op) {
                case BGNSUB -> {
                    if (currentSub >= 0 || !open.isEmpty()) {
                        throw error(pc, "BGNSUB inside another block");
                    }
                    currentSub = pc;
                    calls.put(pc, new HashSet<>());
                }
                case ENDSUB -> {
                    if (currentSub < 0 || !open.isEmpty()) {
                        throw error(pc, "ENDSUB without a matching BGNSUB, or with blocks still open");
                    }
                    subroutines.put(currentSub, pc);
                    currentSub = -1;
                }
                case IF, UIF, IFC -> open.push(TgsiOpcode.IF);
                case ELSE -> {
                    if (open.peek() != TgsiOpcode.IF) {
                        throw error(pc, "ELSE outside an IF");
                    }
                }
                case ENDIF -> close(open, TgsiOpcode.IF, pc, "ENDIF");
                case BGNLOOP -> open.push(TgsiOpcode.BGNLOOP);
                case ENDLOOP -> close(open, TgsiOpcode.BGNLOOP, pc, "ENDLOOP");
                case SWITCH -> {
                    open.push(TgsiOpcode.SWITCH);
                    openSwitches.push(pc);
                    switchCases.put(pc, new ArrayList<>());
                }
                case ENDSWITCH -> {
                    close(open, TgsiOpcode.SWITCH, pc, "ENDSWITCH");
                    openSwitches.pop();
                }
                case CASE, DEFAULT -> {
                    if (open.peek() != TgsiOpcode.SWITCH) {
                        throw error(pc, op + " outside a SWITCH");
                    }
                    if (op == TgsiOpcode.CASE) {
                        switchCases.get(openSwitches.peek()).add(pc);
                    }
                }
                case BRK, CONT, BREAKC -> {
                    if (!open.contains(TgsiOpcode.BGNLOOP) && !(op == TgsiOpcode.BRK && open.contains(TgsiOpcode.SWITCH))) {
                        throw error(pc, op + " outside a loop");
                    }
                }
                case CAL, CALLNZ -> {
                    int target = insts.get(pc).label();
                    if (target < 0 || target >= insts.size() || insts.get(target).opcode() != TgsiOpcode.BGNSUB) {
                        throw error(pc, "expected the label of a BGNSUB, found " + target);
                    }
                    calls.get(currentSub).add(target);
                }
                case END -> {
                    if (currentSub < 0 && open.isEmpty() && !mainClosed) {
                        mainEnd = pc;
                        mainClosed = true;
                    }
                }
                default -> { }
            }
        }
        if (currentSub >= 0) {
            throw error(currentSub, "BGNSUB without ENDSUB");
        }
        if (!open.isEmpty() && !mainClosed) {
            throw error(insts.size() - 1, "expected " + closer(open.peek()) + " before the end of the shader");
        }
        checkNoRecursion();
    }

    private static String closer(TgsiOpcode opener) {
        return switch (opener) {
            case IF -> "ENDIF";
            case BGNLOOP -> "ENDLOOP";
            default -> "ENDSWITCH";
        };
    }

    private void close(Deque<TgsiOpcode> open, TgsiOpcode opener, int pc, String what) {
        if (open.peek() != opener) {
            throw error(pc, what + (open.isEmpty() ? " with nothing open" : " where " + closer(open.peek()) + " was expected"));
        }
        open.pop();
    }

    /// GLSL forbids recursion, static or dynamic; TGSI allows it.
    private void checkNoRecursion() {
        Map<Integer, Integer> state = new HashMap<>();
        for (int sub : calls.keySet()) {
            visit(sub, state);
        }
    }

    private void visit(int sub, Map<Integer, Integer> state) {
        Integer s = state.get(sub);
        if (s != null) {
            if (s == 1) {
                throw new GlslUnsupportedException(TgsiException.Location.instruction(sub), TgsiOpcode.CAL,
                        "the subroutine at instruction " + sub + " is recursive; GLSL forbids recursion");
            }
            return;
        }
        state.put(sub, 1);
        for (int callee : calls.getOrDefault(sub, Set.of())) {
            visit(callee, state);
        }
        state.put(sub, 2);
    }

    /// The block serial of instruction `pc` (see [#blocks]).
    int blockOf(int pc) {
        return blocks[pc];
    }

    static TgsiException error(int pc, String detail) {
        return new TgsiException(TgsiException.Location.instruction(pc), detail);
    }
}
