package dev.tungsten.gl.glsl;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import dev.tungsten.tgsi.ControlFlow;
import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.IndirectRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;

/// What the translator needs to know about a shader before writing any GLSL: the declared and
/// used registers of each file, which files are addressed indirectly, and the shape of the program
/// (where `main` ends, which instructions form each subroutine, the cases of each switch).
///
/// The scan also refuses control flow that does not nest (from the shader's [ControlFlow]),
/// because GLSL can only express structured control flow; a stray ENDIF or an unterminated loop
/// is reported here with the instruction's location instead of surfacing as a GLSL compile error.
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
    /// Whether every indirect TEMP access names a declared TEMP array (`TEMP[ADDR[0].x+4](2)`)
    /// that contains its base, so each array can be its own GLSL array and the other
    /// temporaries plain variables: one large array indexed at run time makes a driver's
    /// compiler spill every temporary (llvmpipe takes minutes over a thousand of them).
    boolean tempArraysSeparate = true;
    /// Index of the END that closes main (or the instruction count when there is none).
    int mainEnd;
    /// BGNSUB instruction index -> ENDSUB instruction index.
    final Map<Integer, Integer> subroutines = new TreeMap<>();
    /// SWITCH instruction index -> the indices of its own CASE instructions (not nested switches').
    final Map<Integer, List<Integer>> switchCases = new HashMap<>();
    /// The shader's block structure.
    private ControlFlow flow;
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
                checkTempArray(d.file(), d.index(), d.indirect());
                use(d.file(), d.index(), d.indirect() != null, d.dimension() == null ? -1 : d.dimension().index(), pc);
                if (d.indirect() != null) {
                    grow(d.indirect().file(), d.indirect().index() + 1);
                }
            }
            for (SrcRegister s : in.src()) {
                checkTempArray(s.file(), s.index(), s.indirect());
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

    private void checkTempArray(RegisterFile file, int index, IndirectRegister ind) {
        if (file == RegisterFile.TEMPORARY && ind != null && tempArray(ind.arrayId(), index) == null) {
            tempArraysSeparate = false;
        }
    }

    /// The TEMP array declaration with `arrayId` that contains `index`, or null.
    Declaration tempArray(int arrayId, int index) {
        if (arrayId == 0) {
            return null;
        }
        for (Declaration d : declared(RegisterFile.TEMPORARY)) {
            if (d.isArray() && d.arrayId() == arrayId && index >= d.first() && index <= d.last()) {
                return d;
            }
        }
        return null;
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

    /// Takes main's END, the subroutines and the switches' cases from the shader's
    /// [ControlFlow], refusing what structured GLSL cannot express: constructs that do not nest
    /// and recursion.
    private void scanStructure() {
        flow = ControlFlow.of(shader);
        ControlFlow.Problem fatal = flow.firstFatal();
        if (fatal != null) {
            throw error(fatal.instruction(), fatal.message());
        }
        mainEnd = flow.mainEnd();
        subroutines.putAll(flow.subroutines());
        List<Instruction> insts = shader.instructions();
        for (int pc = 0; pc < insts.size(); pc++) {
            if (insts.get(pc).opcode().flow() == TgsiOpcode.Flow.SWITCH) {
                switchCases.put(pc, Arrays.stream(flow.cases(pc)).boxed().toList());
            }
        }
        // GLSL forbids recursion, static or dynamic; TGSI allows it.
        int recursive = flow.recursiveSubroutine();
        if (recursive >= 0) {
            throw new GlslUnsupportedException(TgsiException.Location.instruction(recursive), TgsiOpcode.CAL,
                    "the subroutine at instruction " + recursive + " is recursive; GLSL forbids recursion");
        }
    }

    /// The straight-line block of instruction `pc` ([ControlFlow#block]).
    int blockOf(int pc) {
        return flow.block(pc);
    }

    static TgsiException error(int pc, String detail) {
        return new TgsiException(TgsiException.Location.instruction(pc), detail);
    }
}
