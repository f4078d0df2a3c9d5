package dev.tungsten.vk;

import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.PointerByReference;

import org.lwjgl.util.shaderc.Shaderc;

/// SPIR-V validation, disassembly and assembly in process, through the SPIRV-Tools C API
/// (`libspirv.h`) bound with JNA. Debian's `spirv-tools` ships that library only as static
/// archives, but LWJGL's `libshaderc.so` (natives of `lwjgl-shaderc`) links SPIRV-Tools in and
/// exports its C API, so the library LWJGL extracts is the one bound here. Validating in process
/// costs a few milliseconds a module against about 30 ms for forking `spirv-val`, which lets tests
/// and the debug mode validate every module the translator emits.
///
/// Thread-safe: one `spv_context` per target environment is created on first use and kept for the
/// life of the process; SPIRV-Tools copies the context for each call, so calls may share it.
public final class SpirvTools {
    /// The `spv_target_env` a module is checked against; the value is the C enum's.
    public enum TargetEnv {
        /// Vulkan 1.1: SPIR-V up to 1.3, where `OpEntryPoint` lists only Input/Output variables.
        VULKAN_1_1(18, "vulkan1.1"),
        /// Vulkan 1.3: SPIR-V up to 1.6, where `OpEntryPoint` lists every global variable used.
        VULKAN_1_3(25, "vulkan1.3");

        final int value;
        private final String cliName;

        TargetEnv(int value, String cliName) {
            this.value = value;
            this.cliName = cliName;
        }

        /// The spelling of `spirv-val --target-env`.
        public String cliName() {
            return cliName;
        }
    }

    /// The validator's verdict on one module.
    public sealed interface Validation {
        default boolean valid() {
            return this instanceof Valid;
        }

        /// Throws an [VkException.Kind#INVALID_SPIRV] naming `call` when the module is invalid.
        default void orThrow(String call) {
            if (this instanceof Invalid i) {
                throw new VkException(VkException.Kind.INVALID_SPIRV, call, "SPIR-V rejected by the validator: " + i.message());
            }
        }
    }

    /// The module is valid for the target environment.
    public record Valid() implements Validation {}

    /// The module is invalid.
    /// @param result   the `spv_result_t` (negative; -14 `SPV_ERROR_INVALID_ID`, -10 `SPV_ERROR_INVALID_CFG`, ...)
    /// @param message  the validator's text, usually ending with the offending instruction disassembled
    /// @param position SPIRV-Tools' position index: the 1-based number of the offending instruction for
    ///                 validation rules, the word offset for a binary that does not parse; 0 when unknown
    public record Invalid(int result, String message, long position) implements Validation {}

    // spv_binary_to_text_options_t: INDENT | FRIENDLY_NAMES, what spirv-dis prints by default.
    private static final int DIS_INDENT = 1 << 3;
    private static final int DIS_FRIENDLY_NAMES = 1 << 6;
    private static final int DIS_NO_HEADER = 1 << 5;
    // spv_diagnostic_t: spv_position_t {size_t line, column, index}, then char* error.
    private static final int DIAG_ERROR_OFFSET = 24;

    /// The part of `libspirv.h` used here (pointers to opaque structs are [Pointer]s).
    interface Api extends Library {
        Pointer spvContextCreate(int env);

        int spvValidateBinary(Pointer context, int[] words, long wordCount, PointerByReference diagnostic);

        int spvBinaryToText(Pointer context, int[] words, long wordCount, int options, PointerByReference text,
                PointerByReference diagnostic);

        int spvTextToBinary(Pointer context, byte[] text, long length, PointerByReference binary,
                PointerByReference diagnostic);

        void spvTextDestroy(Pointer text);

        void spvBinaryDestroy(Pointer binary);

        void spvDiagnosticDestroy(Pointer diagnostic);
    }

    private static final Map<TargetEnv, Pointer> CONTEXTS = new EnumMap<>(TargetEnv.class);
    private static Api api;
    private static Throwable loadFailure;

    private SpirvTools() {}

    private static synchronized Api api() {
        if (api == null && loadFailure == null) {
            try {
                api = Native.load(Shaderc.getLibrary().getPath(), Api.class);
            } catch (Throwable t) { // UnsatisfiedLinkError or LWJGL's failure to extract its natives
                loadFailure = t;
            }
        }
        if (api == null) {
            throw new VkException(VkException.Kind.UNAVAILABLE, "SpirvTools",
                    "cannot load the SPIRV-Tools C API from lwjgl-shaderc's libshaderc.so: " + loadFailure, loadFailure);
        }
        return api;
    }

    private static synchronized Pointer context(TargetEnv env) {
        return CONTEXTS.computeIfAbsent(env, e -> {
            Pointer p = api().spvContextCreate(e.value);
            if (p == null) {
                throw new VkException(VkException.Kind.UNAVAILABLE, "SpirvTools", "spvContextCreate(" + e + ") returned null");
            }
            return p;
        });
    }

    /// Whether the SPIRV-Tools library loads here.
    public static boolean isAvailable() {
        try {
            api();
            return true;
        } catch (VkException e) {
            return false;
        }
    }

    /// Validates `words` (a whole module, header included) for `env`.
    /// @throws VkException of kind UNAVAILABLE when the library cannot be loaded
    public static Validation validate(int[] words, TargetEnv env) {
        Pointer context = context(env);
        PointerByReference diagnostic = new PointerByReference();
        int result = api().spvValidateBinary(context, words, words.length, diagnostic);
        try {
            if (result == 0) {
                return new Valid();
            }
            Pointer d = diagnostic.getValue();
            String message = d == null ? "spv_result_t " + result : errorText(d);
            long position = d == null ? 0 : d.getLong(16);
            return new Invalid(result, message, position);
        } finally {
            destroyDiagnostic(diagnostic);
        }
    }

    /// The module as `spirv-dis` prints it by default (indented, with friendly names and the
    /// header comment).
    /// @throws VkException of kind INVALID_SPIRV when `words` is not a parseable SPIR-V binary
    public static String disassemble(int[] words) {
        return disassemble(words, true);
    }

    /// Like [#disassemble], without the `; SPIR-V` header comment when `header` is false.
    public static String disassemble(int[] words, boolean header) {
        Pointer context = context(TargetEnv.VULKAN_1_3);
        PointerByReference text = new PointerByReference();
        PointerByReference diagnostic = new PointerByReference();
        int options = DIS_INDENT | DIS_FRIENDLY_NAMES | (header ? 0 : DIS_NO_HEADER);
        int result = api().spvBinaryToText(context, words, words.length, options, text, diagnostic);
        try {
            if (result != 0) {
                throw failure("disassemble", result, diagnostic.getValue());
            }
            // spv_text_t: const char* str, size_t length.
            Pointer t = text.getValue();
            byte[] bytes = t.getPointer(0).getByteArray(0, (int) t.getLong(8));
            return new String(bytes, StandardCharsets.UTF_8);
        } finally {
            if (text.getValue() != null) {
                api().spvTextDestroy(text.getValue());
            }
            destroyDiagnostic(diagnostic);
        }
    }

    /// Assembles `spirv-as` text for `env` (whose SPIR-V version goes into the header).
    /// @throws VkException of kind INVALID_SPIRV with the assembler's line and column on bad text
    public static int[] assemble(String text, TargetEnv env) {
        Pointer context = context(env);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        PointerByReference binary = new PointerByReference();
        PointerByReference diagnostic = new PointerByReference();
        int result = api().spvTextToBinary(context, bytes, bytes.length, binary, diagnostic);
        try {
            if (result != 0) {
                throw failure("assemble", result, diagnostic.getValue());
            }
            // spv_binary_t: uint32_t* code, size_t wordCount.
            Pointer b = binary.getValue();
            return b.getPointer(0).getIntArray(0, (int) b.getLong(8));
        } finally {
            if (binary.getValue() != null) {
                api().spvBinaryDestroy(binary.getValue());
            }
            destroyDiagnostic(diagnostic);
        }
    }

    private static VkException failure(String what, int result, Pointer d) {
        String where = d == null ? "" : " at line " + (d.getLong(0) + 1) + ", column " + (d.getLong(8) + 1)
                + " (word/instruction " + d.getLong(16) + ")";
        String message = d == null ? "spv_result_t " + result : errorText(d);
        return new VkException(VkException.Kind.INVALID_SPIRV, "SpirvTools." + what, message + where);
    }

    private static String errorText(Pointer diagnostic) {
        Pointer error = diagnostic.getPointer(DIAG_ERROR_OFFSET);
        return error == null ? "(no message)" : error.getString(0, StandardCharsets.UTF_8.name()).strip();
    }

    private static void destroyDiagnostic(PointerByReference diagnostic) {
        if (diagnostic.getValue() != null) {
            api().spvDiagnosticDestroy(diagnostic.getValue());
        }
    }

    /// Words of a little-endian SPIR-V file's bytes.
    public static int[] words(byte[] bytes) {
        if (bytes.length % 4 != 0) {
            throw new VkException(VkException.Kind.INVALID_SPIRV, "SpirvTools.words",
                    "a SPIR-V binary is a whole number of words, found " + bytes.length + " bytes");
        }
        java.nio.IntBuffer ints = java.nio.ByteBuffer.wrap(bytes).order(java.nio.ByteOrder.LITTLE_ENDIAN).asIntBuffer();
        int[] out = new int[ints.remaining()];
        ints.get(out);
        return out;
    }

    /// Little-endian bytes of `words`, the form of a `.spv` file.
    public static byte[] bytes(int[] words) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(words.length * 4).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        b.asIntBuffer().put(words);
        return b.array();
    }
}
