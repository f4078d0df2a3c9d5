package dev.tungsten.vk.spirv;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/// Builds a SPIR-V module section by section, in the order the specification's logical layout
/// demands (capabilities, extensions, imports, memory model, entry point, execution modes, debug
/// names, decorations, types/constants/globals, functions), as zink's `spirv_builder` does.
///
/// Scalar, vector, pointer and function types and all constants are deduplicated: SPIR-V forbids
/// two identical non-aggregate types, and sharing constants keeps modules small. Aggregates that
/// carry layout decorations (uniform and storage blocks) are created unshared with
/// [#uniqueType], because the same array type may not be laid out in a block and also appear
/// in Private storage.
final class ModuleBuilder {
    /// A growable word buffer for one section or function body.
    static final class Words {
        private int[] words = new int[64];
        private int size;

        void add(int w) {
            if (size == words.length) {
                words = Arrays.copyOf(words, size * 2);
            }
            words[size++] = w;
        }

        /// Appends one instruction: the word count and opcode, then its operands.
        void op(int opcode, int... operands) {
            add((operands.length + 1) << 16 | opcode);
            for (int w : operands) {
                add(w);
            }
        }

        void addAll(Words other) {
            for (int i = 0; i < other.size; i++) {
                add(other.words[i]);
            }
        }

        int size() {
            return size;
        }

        int[] toArray() {
            return Arrays.copyOf(words, size);
        }
    }

    private int bound = 1;
    private final Set<Integer> capabilities = new LinkedHashSet<>();
    private final Set<String> extensions = new LinkedHashSet<>();
    private int glslImport;
    final Words entryPoints = new Words();
    final Words executionModes = new Words();
    final Words names = new Words();
    final Words annotations = new Words();
    final Words globals = new Words();
    final Words functions = new Words();
    private final Map<List<Integer>, Integer> shared = new HashMap<>();

    int id() {
        return bound++;
    }

    void capability(int capability) {
        capabilities.add(capability);
    }

    /// The capabilities declared so far.
    Set<Integer> capabilities() {
        return java.util.Collections.unmodifiableSet(capabilities);
    }

    void extension(String name) {
        extensions.add(name);
    }

    /// The id of the `GLSL.std.450` extended instruction set, imported on first use.
    int glsl() {
        if (glslImport == 0) {
            glslImport = id();
        }
        return glslImport;
    }

    /// A deduplicated type or constant: the instruction `opcode` with `operands` after its result
    /// id (and, for constants, after the result type).
    private int shared(int opcode, int... operands) {
        List<Integer> key = new ArrayList<>(operands.length + 1);
        key.add(opcode);
        for (int w : operands) {
            key.add(w);
        }
        Integer found = shared.get(key);
        if (found != null) {
            return found;
        }
        int result = id();
        emitTypeOrConstant(opcode, result, operands);
        shared.put(key, result);
        return result;
    }

    private void emitTypeOrConstant(int opcode, int result, int[] operands) {
        boolean typed = opcode >= Spv.Op.OpConstantTrue && opcode <= Spv.Op.OpSpecConstantOp;
        int[] words = new int[operands.length + 1];
        if (typed) {
            words[0] = operands[0];
            words[1] = result;
            System.arraycopy(operands, 1, words, 2, operands.length - 1);
        } else {
            words[0] = result;
            System.arraycopy(operands, 0, words, 1, operands.length);
        }
        globals.op(opcode, words);
    }

    /// A type that is never shared (blocks with layout decorations).
    int uniqueType(int opcode, int... operands) {
        int result = id();
        emitTypeOrConstant(opcode, result, operands);
        return result;
    }

    int typeVoid() {
        return shared(Spv.Op.OpTypeVoid);
    }

    int typeBool() {
        return shared(Spv.Op.OpTypeBool);
    }

    int typeInt(int width, boolean signed) {
        return shared(Spv.Op.OpTypeInt, width, signed ? 1 : 0);
    }

    int typeFloat(int width) {
        return shared(Spv.Op.OpTypeFloat, width);
    }

    int typeVector(int component, int count) {
        return shared(Spv.Op.OpTypeVector, component, count);
    }

    int typePointer(int storageClass, int type) {
        return shared(Spv.Op.OpTypePointer, storageClass, type);
    }

    int typeFunction(int result, int... parameters) {
        int[] ops = new int[parameters.length + 1];
        ops[0] = result;
        System.arraycopy(parameters, 0, ops, 1, parameters.length);
        return shared(Spv.Op.OpTypeFunction, ops);
    }

    /// An array type for Private or Function storage (no stride decoration), shared.
    int typeArray(int element, int length) {
        return shared(Spv.Op.OpTypeArray, element, constant(typeInt(32, false), length));
    }

    int typeImage(int sampledType, int dim, int depth, boolean arrayed, boolean multisampled, int sampled, int format) {
        return shared(Spv.Op.OpTypeImage, sampledType, dim, depth, arrayed ? 1 : 0, multisampled ? 1 : 0, sampled, format);
    }

    int typeSampler() {
        return shared(Spv.Op.OpTypeSampler);
    }

    int typeSampledImage(int image) {
        return shared(Spv.Op.OpTypeSampledImage, image);
    }

    /// A scalar constant of `type` from its bit pattern (one word; two for 64-bit types, low first).
    int constant(int type, int... words) {
        int[] ops = new int[words.length + 1];
        ops[0] = type;
        System.arraycopy(words, 0, ops, 1, words.length);
        return shared(Spv.Op.OpConstant, ops);
    }

    int constantBool(boolean value) {
        return shared(value ? Spv.Op.OpConstantTrue : Spv.Op.OpConstantFalse, typeBool());
    }

    int constantComposite(int type, int... members) {
        int[] ops = new int[members.length + 1];
        ops[0] = type;
        System.arraycopy(members, 0, ops, 1, members.length);
        return shared(Spv.Op.OpConstantComposite, ops);
    }

    int constantNull(int type) {
        return shared(Spv.Op.OpConstantNull, type);
    }

    /// Every global variable with its storage class, for the entry point's interface.
    final List<int[]> variables = new ArrayList<>();

    /// A global variable (not Function storage) with an optional initializer (0 for none).
    int variable(int pointerType, int storageClass, int initializer) {
        int result = id();
        variables.add(new int[] {result, storageClass});
        if (initializer != 0) {
            globals.op(Spv.Op.OpVariable, pointerType, result, storageClass, initializer);
        } else {
            globals.op(Spv.Op.OpVariable, pointerType, result, storageClass);
        }
        return result;
    }

    void name(int target, String name) {
        int[] s = string(name);
        int[] ops = new int[s.length + 1];
        ops[0] = target;
        System.arraycopy(s, 0, ops, 1, s.length);
        names.op(Spv.Op.OpName, ops);
    }

    void decorate(int target, int decoration, int... literals) {
        int[] ops = new int[literals.length + 2];
        ops[0] = target;
        ops[1] = decoration;
        System.arraycopy(literals, 0, ops, 2, literals.length);
        annotations.op(Spv.Op.OpDecorate, ops);
    }

    void memberDecorate(int structType, int member, int decoration, int... literals) {
        int[] ops = new int[literals.length + 3];
        ops[0] = structType;
        ops[1] = member;
        ops[2] = decoration;
        System.arraycopy(literals, 0, ops, 3, literals.length);
        annotations.op(Spv.Op.OpMemberDecorate, ops);
    }

    /// A nul-terminated UTF-8 string packed into little-endian words.
    static int[] string(String s) {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        int[] words = new int[bytes.length / 4 + 1];
        for (int i = 0; i < bytes.length; i++) {
            words[i / 4] |= (bytes[i] & 0xFF) << (8 * (i % 4));
        }
        return words;
    }

    /// The finished module: header, then the sections in layout order.
    /// @param version the SPIR-V version word (`0x00010600` for 1.6)
    int[] assemble(int version) {
        Words out = new Words();
        out.add(0x07230203);
        out.add(version);
        out.add(0); // generator: unregistered
        out.add(bound);
        out.add(0);
        for (int c : capabilities) {
            out.op(Spv.Op.OpCapability, c);
        }
        for (String e : extensions) {
            out.op(Spv.Op.OpExtension, string(e));
        }
        if (glslImport != 0) {
            int[] s = string("GLSL.std.450");
            int[] ops = new int[s.length + 1];
            ops[0] = glslImport;
            System.arraycopy(s, 0, ops, 1, s.length);
            out.op(Spv.Op.OpExtInstImport, ops);
        }
        out.op(Spv.Op.OpMemoryModel, Spv.AddressingModel.Logical, Spv.MemoryModel.GLSL450);
        out.addAll(entryPoints);
        out.addAll(executionModes);
        out.addAll(names);
        out.addAll(annotations);
        out.addAll(globals);
        out.addAll(functions);
        return out.toArray();
    }
}
