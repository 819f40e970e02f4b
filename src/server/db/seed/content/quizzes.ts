// Issue 21: a short quiz on each tutorial of the demo learning path (by the tutorial's title),
// from what the tutorial itself teaches (its description and steps in tutorials.ts).
import type { SaveQuizRequest } from '../../../../shared/quizzes.js';

export const quizzes: Record<string, SaveQuizRequest> = {
  'Asas Prompt Engineering: Tulis Arahan AI yang Jelas': {
    passMark: 70,
    questions: [
      {
        question: 'Bagaimanakah model bahasa (LLM) menghasilkan jawapan?',
        choices: [
          'Ia meramal perkataan seterusnya berdasarkan corak dalam data latihan',
          'Ia menyalin jawapan daripada satu laman web',
          'Ia bertanya kepada manusia sebelum menjawab',
        ],
        answer: 0,
        explanation:
          'LLM meramal perkataan demi perkataan, jadi jawapannya boleh tersilap (halusinasi).',
      },
      {
        question: 'Apakah yang menjadikan prompt lebih baik?',
        choices: [
          'Sependek mungkin, satu atau dua perkataan',
          'Konteks yang cukup: tugasannya, untuk siapa dan dalam keadaan apa',
          'Menulis dalam huruf besar semuanya',
        ],
        answer: 1,
        explanation:
          'Prompt yang jelas dan spesifik memberi AI konteks untuk menjawab dengan tepat.',
      },
      {
        question: 'Apakah few-shot prompting?',
        choices: [
          'Menghantar prompt yang sama beberapa kali',
          'Meminta AI menjawab dengan ringkas',
          'Menyertakan satu atau dua contoh hasil yang anda mahukan',
        ],
        answer: 2,
        explanation: 'Contoh dalam prompt membantu AI meniru gaya dan format yang anda mahukan.',
      },
    ],
  },
  'Belajar Lebih Pantas dengan NotebookLM dan Google AI Studio': {
    passMark: 70,
    questions: [
      {
        question: 'Apakah sumber yang boleh dimuat naik ke buku nota NotebookLM?',
        choices: [
          'Hanya fail Word',
          'PDF, Google Docs, pautan laman web atau video YouTube',
          'Hanya gambar',
        ],
        answer: 1,
        explanation: 'NotebookLM menerima PDF, Google Docs, pautan laman web dan video YouTube.',
      },
      {
        question: 'Apakah Audio Overview dalam NotebookLM?',
        choices: [
          'Podcast dua hos AI daripada sumber anda, yang boleh anda celah dan tanya',
          'Rakaman suara anda sendiri',
          'Muzik latar untuk belajar',
        ],
        answer: 0,
        explanation: 'Mod interaktif membolehkan anda mencelah dan bertanya soalan kepada hos AI.',
      },
      {
        question: 'Apakah yang boleh anda cuba secara percuma dalam Google AI Studio?',
        choices: ['Model Gemini', 'Perisian suntingan video', 'Storan awan tanpa had'],
        answer: 0,
        explanation: 'Google AI Studio membolehkan anda meneroka dan membandingkan model Gemini.',
      },
    ],
  },
  'Bina Kandungan Interaktif dengan Canva Code': {
    passMark: 70,
    questions: [
      {
        question: 'Apakah kemahiran pengaturcaraan yang diperlukan untuk Canva Code?',
        choices: ['JavaScript', 'Tiada: Canva AI menulis kod daripada prompt anda', 'Python'],
        answer: 1,
        explanation: 'Anda menaip prompt, dan Canva AI menulis kodnya.',
      },
      {
        question: 'Jika hasilnya belum tepat, apakah yang patut anda lakukan?',
        choices: [
          'Padam dan mula semula dari awal',
          'Minta penambahbaikan dalam perbualan yang sama',
          'Tukar kepada alat lain',
        ],
        answer: 1,
        explanation: 'Anda boleh meminta perubahan dalam perbualan yang sama tanpa bermula semula.',
      },
      {
        question: 'Bagaimanakah anda berkongsi kandungan interaktif yang siap?',
        choices: [
          'Terbitkan sebagai laman web dan kongsi pautannya',
          'Cetak dan imbas',
          'Hantar fail kod kepada pelanggan',
        ],
        answer: 0,
        explanation:
          'Canva Code menerbitkan kandungan sebagai laman web dengan pautan untuk dikongsi.',
      },
    ],
  },
};
